import { promotionRulesSchema, type PromotionKind, type PromotionRules } from '@site/shared/schemas';
import type { Db } from '../create-db';
import { ensureMemberAccount, vendorAccount } from '../../modules/wallet/ledger.service';
import { postSeedRoundMoney } from './seed-round-money';
import { decide } from '../../modules/promotions/promotions-admin.service';
import { findApplication, insertApplication } from '../../modules/promotions/promotions.repository';
import { accrue } from '../../modules/points/points.service';
import { seedPointRewards } from './point-rewards';

const DAY_MS = 24 * 60 * 60 * 1000;

const CATEGORIES: Array<[string, string]> = [
  ['new_player', 'New players'],
  ['deposit', 'Deposit'],
  ['daily', 'Daily'],
  ['vip', 'VIP'],
];

interface SeedPromotion {
  code: string;
  category: string;
  kind: PromotionKind;
  title: string;
  summary: string;
  color: string;
  rules: Partial<PromotionRules>;
  /** Days from now (negative = past). */
  startDays: number;
  endDays: number | null;
}

const PROMOTIONS: SeedPromotion[] = [
  {
    code: 'WELCOME100',
    category: 'new_player',
    kind: 'deposit_bonus',
    title: 'Welcome bonus 100%',
    summary: 'Your first deposit doubled, up to 5,000.',
    color: '#8e2de2',
    rules: {
      depositKind: 'first',
      percent: 100,
      capMinor: 500_000,
      minDepositMinor: 10_000,
      wagerMultiplier: 10,
      newPlayerDays: 30,
      expiryDays: 14,
    },
    startDays: -30,
    endDays: null,
  },
  {
    code: 'NEWBIE18',
    category: 'new_player',
    kind: 'fixed_bonus',
    title: 'Free 18 for new players',
    summary: 'Apply within 7 days of registering.',
    color: '#11998e',
    rules: { fixedMinor: 1_800, wagerMultiplier: 5, newPlayerDays: 7 },
    startDays: -30,
    endDays: null,
  },
  {
    code: 'RELOAD10',
    category: 'deposit',
    kind: 'deposit_bonus',
    title: 'Reload bonus 10%',
    summary: '10% on every reload deposit, up to 1,000.',
    color: '#f7971e',
    rules: {
      depositKind: 'reload',
      percent: 10,
      capMinor: 100_000,
      minDepositMinor: 10_000,
      wagerMultiplier: 5,
      wagerBase: 'deposit_bonus',
    },
    startDays: -30,
    endDays: null,
  },
  {
    code: 'SIGNIN5',
    category: 'daily',
    kind: 'daily_signin',
    title: 'Daily sign-in',
    summary: 'Sign in every day for 5.',
    color: '#396afc',
    rules: { fixedMinor: 500, wagerMultiplier: 1, expiryDays: 1 },
    startDays: -30,
    endDays: null,
  },
  {
    code: 'BIRTHDAY88',
    category: 'vip',
    kind: 'fixed_bonus',
    title: 'VIP birthday gift 88',
    summary: 'VIP level 2 and above: apply in your birthday month.',
    color: '#c31432',
    rules: { fixedMinor: 8_800, wagerMultiplier: 3, minVipLevel: 2 },
    startDays: -30,
    endDays: null,
  },
  {
    code: 'CASHBACK10',
    category: 'vip',
    kind: 'cashback',
    title: 'Daily cash back 10%',
    summary: "10% of yesterday's net loss, up to 2,000.",
    color: '#2c5364',
    rules: { percent: 10, capMinor: 200_000, minLossMinor: 10_000, wagerMultiplier: 1 },
    startDays: -30,
    endDays: null,
  },
  {
    code: 'LUNAR2027',
    category: 'deposit',
    kind: 'deposit_bonus',
    title: 'Lunar festival reload',
    summary: 'Starts soon: 20% on reloads.',
    color: '#ee0979',
    rules: { depositKind: 'reload', percent: 20, capMinor: 200_000, wagerMultiplier: 8 },
    startDays: 10,
    endDays: 20,
  },
  {
    code: 'SUMMER2026',
    category: 'vip',
    kind: 'fixed_bonus',
    title: 'Summer VIP gift',
    summary: 'This promotion has ended.',
    color: '#0f2027',
    rules: { fixedMinor: 5_000, wagerMultiplier: 2 },
    startDays: -120,
    endDays: -30,
  },
];

const content = (p: SeedPromotion) =>
  `<h3>${p.title}</h3><p>${p.summary}</p><ul><li>Wagering: ${p.rules.wagerMultiplier ?? 0}× before the bonus can be withdrawn.</li><li>One claim per member; the operator's decision is final.</li></ul>`;

/**
 * Promotion categories, promotions in every calendar state, banners for the promotion and register pages, and the
 * demo member's approved VIP gift with some wagering done (bets through the ledger). Idempotent by natural keys.
 */
export async function seedPromotions(db: Db): Promise<{ promotions: number }> {
  for (const [sort, [code, name]] of CATEGORIES.entries()) {
    await db
      .insertInto('promotion_category')
      .values({ code, name, sort })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
  }
  const now = Date.now();
  for (const [sort, p] of PROMOTIONS.entries()) {
    await db
      .insertInto('promotion')
      .values({
        code: p.code,
        category: p.category,
        kind: p.kind,
        title: p.title,
        summary: p.summary,
        content: content(p),
        image_color: p.color,
        rules: JSON.stringify(promotionRulesSchema.parse(p.rules)),
        start_at: new Date(now + p.startDays * DAY_MS),
        end_at: p.endDays === null ? null : new Date(now + p.endDays * DAY_MS),
        sort,
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
  }
  await seedBanners(db);
  await seedDemoBonus(db);
  // The demo rounds earn their points now rather than at the first run of the accrual job.
  await accrue(db, new Date());
  await seedPointRewards(db);
  return { promotions: PROMOTIONS.length };
}

async function seedBanners(db: Db): Promise<void> {
  const ids = await db.selectFrom('promotion').select(['id', 'code']).execute();
  const idOf = (code: string) => ids.find((r) => r.code === code)?.id;
  const banners: Array<[string, string, string]> = [
    ['promotion', 'Welcome bonus 100%', 'WELCOME100'],
    ['promotion', 'Daily sign-in', 'SIGNIN5'],
    ['w_reg', 'Welcome bonus 100%', 'WELCOME100'],
  ];
  for (const [sort, [group, title, code]] of banners.entries()) {
    await db
      .insertInto('banner')
      .values({
        group_name: group,
        title,
        linkage_type: 'ROUTE',
        linkage: `/promoDetail?id=${idOf(code)}`,
        sort: 10 + sort,
        color: '#8e2de2',
        color2: '#4a00e0',
      })
      .onConflict((oc) => oc.columns(['group_name', 'title']).doNothing())
      .execute();
  }
}

/** demo: the VIP gift applied for and approved (credited with 3× wagering), then two settled rounds played. */
async function seedDemoBonus(db: Db): Promise<void> {
  const demo = await db
    .selectFrom('member')
    .select(['id', 'account', 'currency'])
    .where('account', '=', 'demo')
    .executeTakeFirst();
  const promo = await db
    .selectFrom('promotion')
    .select('id')
    .where('code', '=', 'BIRTHDAY88')
    .executeTakeFirst();
  if (!demo || !promo) return;
  if (!(await findApplication(db, promo.id, demo.id))) {
    const application = await insertApplication(db, promo.id, demo.id, 'My birthday is this month');
    if (application) await decide(db, application.id, 'approved', 'Happy birthday!', new Date());
  }
  const wallet = await ensureMemberAccount(db, demo.id, demo.currency);
  const vendor = await vendorAccount(db, 'SEED', demo.currency);
  for (const [n, stakeMinor] of [5_000, 7_000].entries()) {
    const round = `seed-promo-${n}`;
    const seen = await db
      .selectFrom('bet_record')
      .select('id')
      .where('vendor', '=', 'SEED')
      .where('round_id', '=', round)
      .executeTakeFirst();
    if (seen) continue;
    await postSeedRoundMoney(db, {
      betKey: `seed:promo-bet:${n}`,
      winKey: `seed:promo-win:${n}`,
      id: round,
      walletId: wallet.id,
      vendorId: vendor.id,
      stakeMinor,
      winMinor: stakeMinor,
    });
    const at = new Date();
    await db
      .insertInto('bet_record')
      .values({
        vendor: 'SEED',
        round_id: round,
        bet_transaction_id: round,
        member_id: demo.id,
        member_account: demo.account,
        game_id: 'SEED_SLOT',
        game_type: 'RNG',
        currency: demo.currency,
        bet_minor: stakeMinor,
        valid_bet_minor: stakeMinor,
        win_minor: stakeMinor,
        status: 'settled',
        created_at: at,
        settled_at: at,
      })
      .execute();
  }
}
