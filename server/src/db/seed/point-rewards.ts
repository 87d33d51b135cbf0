import type { Db } from '../create-db';

const DAY_MS = 24 * 60 * 60 * 1000;

interface SeedReward {
  code: string;
  names: Record<string, string>;
  kind: 'cash' | 'item';
  pointsCost: number;
  cashMinor: number | null;
  stock: number | null;
  perMemberLimit: number | null;
  color: string;
}

/** The points mall's demo catalogue: a cash reward, a virtual item, two physical ones (one nearly gone). */
const REWARDS: SeedReward[] = [
  {
    code: 'LUCKY_TICKET',
    names: {
      en: 'Lucky draw ticket',
      'zh-CN': '幸运抽奖券',
      'zh-TW': '幸運抽獎券',
      th: 'ตั๋วลุ้นโชค',
      vi: 'Vé rút thăm may mắn',
    },
    kind: 'item',
    pointsCost: 100,
    cashMinor: null,
    stock: 500,
    perMemberLimit: 3,
    color: '#00897b',
  },
  {
    code: 'CASH10',
    names: {
      en: 'Cash 10.00',
      'zh-CN': '现金 10.00',
      'zh-TW': '現金 10.00',
      th: 'เงินสด 10.00',
      vi: 'Tiền mặt 10.00',
    },
    kind: 'cash',
    pointsCost: 900,
    cashMinor: 10_00,
    stock: null,
    perMemberLimit: 5,
    color: '#f9a825',
  },
  {
    code: 'TEAM_JERSEY',
    names: {
      en: 'Team jersey',
      'zh-CN': '球队球衣',
      'zh-TW': '球隊球衣',
      th: 'เสื้อทีม',
      vi: 'Áo đấu đội tuyển',
    },
    kind: 'item',
    pointsCost: 20_000,
    cashMinor: null,
    stock: 20,
    perMemberLimit: 1,
    color: '#1e88e5',
  },
  {
    code: 'SMARTPHONE',
    names: {
      en: 'Smartphone',
      'zh-CN': '智能手机',
      'zh-TW': '智慧型手機',
      th: 'สมาร์ทโฟน',
      vi: 'Điện thoại thông minh',
    },
    kind: 'item',
    pointsCost: 150_000,
    cashMinor: null,
    stock: 2,
    perMemberLimit: 1,
    color: '#6d4c41',
  },
];

/** Idempotent: a reward that exists (by code) is left as it is, stock included. */
export async function seedPointRewards(db: Db): Promise<number> {
  const startAt = new Date(Date.now() - DAY_MS);
  for (const [sort, r] of REWARDS.entries()) {
    await db
      .insertInto('point_reward')
      .values({
        code: r.code,
        names: JSON.stringify(r.names),
        kind: r.kind,
        points_cost: r.pointsCost,
        cash_minor: r.cashMinor,
        stock: r.stock,
        per_member_limit: r.perMemberLimit,
        color: r.color,
        start_at: startAt,
        end_at: null,
        sort,
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
  }
  return REWARDS.length;
}
