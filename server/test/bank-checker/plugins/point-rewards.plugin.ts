import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { hashPassword } from '../../../src/modules/member/password-hash';
import { insertEntry } from '../../../src/modules/points/points.repository';
import type {
  BankAnswer,
  BankBurst,
  BankContext,
  BankModel,
  BankOperation,
  BankPlugin,
} from '../bank-checker';
import { createMemberWithSession, walletBalanceMinor } from '../fixtures';
import { CHECKER_SECRETS } from '../two-servers';

/**
 * Points redemptions (docs/promotions.md, points mall): members with points redeem a cash reward of limited stock with
 * several request keys, each key sent several times at once to both processes, then late retries; then the operator
 * approves every redemption the answers named, some approvals sent twice to both processes. Every copy is its own
 * identity (a replay answers `replayed: true`, a second decision `POINTS_REDEMPTION_DECIDED`). The model trusts only
 * the answers: one redemption per key, no more redemptions than stock, no member spending more points than it had,
 * each redemption approved once and its cash paid once; the balance is the funding plus the approved cash.
 */
const PASSWORD = 'BankChecker1234';
const POINTS_COST = 100;
const CASH_MINOR = 7_50;
const STOCK = 12;

interface Member {
  id: number;
  token: string;
  fundMinor: number;
  points: number;
}

interface RedeemAnswer {
  value?: { redemption: { id: number; rewardId: number; amount: number | null }; replayed: boolean };
  code?: string;
}

interface DecideAnswer {
  value?: { id: number; status: string };
  code?: string;
  skipped?: string;
}

export function pointRewardsPlugin(options: { members?: number } = {}): BankPlugin {
  const memberCount = options.members ?? 6;
  const members: Member[] = [];
  let rewardId = 0;
  const redeemCopy = new Map<string, { member: Member; key: string }>();
  const approveCopy = new Map<string, { member: Member; key: string }>();
  /** key → the redemption id an answer named (filled as answers arrive, read by the approvals later in the lane). */
  const redemptionOfKey = new Map<string, number>();
  let copies = 0;

  const redeemOp = (member: Member, key: string): BankOperation => {
    copies += 1;
    const identity = `redeem:${member.id}:${key}:${copies}`;
    redeemCopy.set(identity, { member, key });
    return {
      identity,
      send: async (url) => {
        const answer = await post(
          url,
          '/wps/points/rewards/redeem',
          { authorization: `Bearer ${member.token}` },
          {
            rewardId,
            password: PASSWORD,
            requestKey: key,
          },
        );
        const id = (answer.body as RedeemAnswer).value?.redemption.id;
        if (answer.http === 200 && id !== undefined) redemptionOfKey.set(key, id);
        return answer;
      },
    };
  };

  const approveOp = (member: Member, key: string): BankOperation => {
    copies += 1;
    const identity = `approve:${member.id}:${key}:${copies}`;
    approveCopy.set(identity, { member, key });
    return {
      identity,
      send: async (url) => {
        const id = redemptionOfKey.get(key);
        // A key no answer redeemed has nothing to approve (the check below still finds any redemption left behind).
        if (id === undefined) return { http: 200, body: { skipped: 'no redemption answered for this key' } };
        return post(
          url,
          `/wps/admin/points/redemptions/${id}/approve`,
          { 'x-admin-token': CHECKER_SECRETS.ADMIN_TOKEN },
          {
            remark: 'bank checker',
          },
        );
      },
    };
  };

  return {
    name: 'point-rewards',
    allowedHttp: [200, 409, 422],
    async setup({ db, rng }: BankContext) {
      const stamp = Date.now() % 100000;
      const reward = await db
        .insertInto('point_reward')
        .values({
          code: `BANK${stamp}`,
          names: JSON.stringify({ en: `Bank checker cash ${stamp}` }),
          kind: 'cash',
          points_cost: POINTS_COST,
          cash_minor: CASH_MINOR,
          stock: STOCK,
          per_member_limit: null,
          start_at: new Date(Date.now() - 86_400_000),
          end_at: null,
          enabled: true,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      rewardId = reward.id;
      const passwordHash = await hashPassword(PASSWORD);
      for (let i = 0; i < memberCount; i += 1) {
        const account = `ptr${stamp}m${i}`;
        const fundMinor = rng.int(0, 3) * 1_000_00;
        const { id, token } = await createMemberWithSession(db, {
          account,
          referralCode: `PTR${i}X${stamp}`,
          fundMinor,
        });
        await db.updateTable('member').set({ password_hash: passwordHash }).where('id', '=', id).execute();
        // Enough for one to four redemptions, sometimes a little more than a whole number of them.
        const points = rng.int(1, 4) * POINTS_COST + rng.int(0, 1) * 50;
        await insertEntry(db, { memberId: id, kind: 'earn', points, refKey: `bank-checker:${id}` });
        members.push({ id, token, fundMinor, points });
      }
    },

    lanes({ rng }: BankContext): BankBurst[][] {
      return members.map((member) => {
        const keys = Array.from({ length: rng.int(2, 5) }, () => randomUUID());
        const first = keys.flatMap((key) =>
          Array.from({ length: rng.int(2, 3) }, () => redeemOp(member, key)),
        );
        const retries = Array.from({ length: 3 }, () => redeemOp(member, rng.pick(keys)));
        const approvals = keys.flatMap((key) =>
          Array.from({ length: rng.int(1, 2) }, () => approveOp(member, key)),
        );
        return [rng.shuffle(first), retries, rng.shuffle(approvals)];
      });
    },

    model(answers: ReadonlyMap<string, BankAnswer[]>): BankModel {
      const violations: string[] = [];
      const idsOfKey = new Map<string, Set<number>>();
      const redemptionsOf = new Map<number, Set<number>>();
      const approvedTimes = new Map<number, number>();
      for (const [identity, list] of answers) {
        const redeem = redeemCopy.get(identity);
        const approve = approveCopy.get(identity);
        for (const answer of list) {
          if (redeem) {
            const body = answer.body as RedeemAnswer;
            if (answer.http !== 200 || !body.value) {
              if (body.code !== 'POINTS_REWARD_OUT_OF_STOCK' && body.code !== 'POINTS_INSUFFICIENT')
                violations.push(`${identity}: refused with ${body.code ?? answer.http}`);
              continue;
            }
            const r = body.value.redemption;
            if (r.rewardId !== rewardId || Math.round((r.amount ?? 0) * 100) !== CASH_MINOR)
              violations.push(`${identity}: answered reward ${r.rewardId} amount ${r.amount}`);
            idsOfKey.set(redeem.key, new Set([...(idsOfKey.get(redeem.key) ?? []), r.id]));
            const mine = redemptionsOf.get(redeem.member.id) ?? new Set<number>();
            redemptionsOf.set(redeem.member.id, mine.add(r.id));
          } else if (approve) {
            const body = answer.body as DecideAnswer;
            if (body.skipped) continue;
            if (answer.http === 200 && body.value?.status === 'approved') {
              approvedTimes.set(body.value.id, (approvedTimes.get(body.value.id) ?? 0) + 1);
            } else if (body.code !== 'POINTS_REDEMPTION_DECIDED') {
              violations.push(`${identity}: refused with ${body.code ?? answer.http}`);
            }
          }
        }
      }
      for (const [key, ids] of idsOfKey)
        if (ids.size !== 1) violations.push(`key ${key}: redemptions ${[...ids].join(', ')}`);
      const all = [...redemptionsOf.values()].flatMap((s) => [...s]);
      if (all.length > STOCK) violations.push(`${all.length} redemptions answered for a stock of ${STOCK}`);
      const expected = new Map<number, number>();
      for (const member of members) {
        const mine = [...(redemptionsOf.get(member.id) ?? [])];
        if (mine.length * POINTS_COST > member.points)
          violations.push(`member ${member.id}: ${mine.length} redemptions with ${member.points} points`);
        let balance = member.fundMinor;
        for (const id of mine) {
          const times = approvedTimes.get(id) ?? 0;
          if (times !== 1) violations.push(`redemption ${id}: approved ${times} times`);
          if (times > 0) balance += CASH_MINOR;
        }
        expected.set(member.id, balance);
      }
      return { expectedBalanceMinor: expected, violations };
    },

    apiBalanceMinor: (memberId, url) =>
      walletBalanceMinor(url, members.find((m) => m.id === memberId)!.token),

    async check({ db }: BankContext) {
      const out: string[] = [];
      const ids = members.map((m) => m.id);
      const reward = await db
        .selectFrom('point_reward')
        .select('stock')
        .where('id', '=', rewardId)
        .executeTakeFirstOrThrow();
      const redemptions = await db
        .selectFrom('point_redemption')
        .select(['id', 'member_id', 'status'])
        .where('reward_id', '=', rewardId)
        .execute();
      if (reward.stock === null || reward.stock < 0) out.push(`stock ${reward.stock}`);
      else if (reward.stock + redemptions.length !== STOCK)
        out.push(`stock ${reward.stock} with ${redemptions.length} redemptions of ${STOCK}`);
      for (const r of redemptions)
        if (r.status !== 'approved') out.push(`redemption ${r.id} left ${r.status}`);
      const postings = await db
        .selectFrom('wallet_transaction')
        .select('idempotency_key')
        .where('kind', '=', 'points_redeem')
        .where(
          'idempotency_key',
          'in',
          redemptions.length > 0 ? redemptions.map((r) => `points:redeem:${r.id}`) : ['none'],
        )
        .execute();
      for (const r of redemptions) {
        const n = postings.filter((p) => p.idempotency_key === `points:redeem:${r.id}`).length;
        if (n !== 1) out.push(`redemption ${r.id}: ${n} cash postings`);
      }
      const points = await db
        .selectFrom('point_entry')
        .select(['member_id', sql<string>`sum(points)`.as('points')])
        .where('member_id', 'in', ids)
        .groupBy('member_id')
        .execute();
      for (const p of points) if (Number(p.points) < 0) out.push(`member ${p.member_id}: ${p.points} points`);
      return out;
    },
  };
}

async function post(
  url: string,
  path: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<{ http: number; body: unknown }> {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  try {
    return { http: res.status, body: JSON.parse(text) as unknown };
  } catch {
    return { http: res.status, body: text };
  }
}
