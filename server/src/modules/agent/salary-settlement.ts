import { sql } from 'kysely';
import type { ContractKind, ContractTier } from '@site/shared/schemas';
import type { Db } from '../../db/create-db';
import { payBillFromUpline } from './bill-payment';
import {
  DEFAULT_SITE_TIME_ZONE,
  periodContaining,
  type Period,
  type SettlementClock,
} from './settlement-periods';

/**
 * Salary settlement (docs/agents.md "Settlement"): for each accepted salary contract and each finished period, one
 * bill keyed by (contract, period). The bill row and its ledger movement commit in one transaction, so a second
 * run (or a second process, or a run after a crash) finds the bill and pays nothing; until then nothing was paid.
 */

export const SALARY_CLOCKS: Partial<Record<ContractKind, SettlementClock>> = {
  DAILY_SALARY: 'EVERY_OTHER_DAY',
  HOURLY_SALARY: 'HOURLY',
  REALTIME_SALARY: 'FIVE_MINUTES',
};

/** At most this many missed periods are caught up per run (a week of 5-minute periods is 2,016). */
const MAX_CATCH_UP = 2_100;

/** Finished periods of `clock` to settle at `now`: those ending after `since` (or only the last one). */
export function periodsToSettle(
  clock: SettlementClock,
  now: Date,
  since: Date | null,
  timeZone: string,
): Period[] {
  const out: Period[] = [];
  let p = periodContaining(
    clock,
    new Date(periodContaining(clock, now, timeZone).start.getTime() - 1),
    timeZone,
  );
  out.push(p);
  while (since && out.length < MAX_CATCH_UP) {
    p = periodContaining(clock, new Date(p.start.getTime() - 1), timeZone);
    if (p.end.getTime() <= since.getTime()) break;
    out.push(p);
  }
  return out.reverse();
}

/** The highest tier whose thresholds are all met, or null. */
export function reachedTier(
  tiers: readonly ContractTier[],
  team: { validBetMinor: number; lossMinor: number; activeMembers: number },
): ContractTier | null {
  let hit: ContractTier | null = null;
  for (const t of tiers) {
    if (
      team.validBetMinor >= t.validBetMinor &&
      team.lossMinor >= t.lossMinor &&
      team.activeMembers >= t.activeMembers
    )
      hit = t;
  }
  return hit;
}

export interface SettleResult {
  bills: number;
  paid: number;
  paidMinor: number;
}

export async function settleSalaries(
  db: Db,
  kind: ContractKind,
  now: Date,
  since: Date | null,
  timeZone: string = DEFAULT_SITE_TIME_ZONE,
): Promise<SettleResult> {
  const clock = SALARY_CLOCKS[kind];
  if (!clock) throw new Error(`${kind} is not a salary`);
  const result: SettleResult = { bills: 0, paid: 0, paidMinor: 0 };
  for (const period of periodsToSettle(clock, now, since, timeZone)) {
    const contracts = await db
      .selectFrom('agent_contract as c')
      .innerJoin('member as m', 'm.id', 'c.member_id')
      .select(['c.id', 'c.upline_id', 'c.member_id', 'c.tiers', 'm.path', 'm.currency'])
      .where('c.kind', '=', kind)
      .where('c.state', '=', 'accepted')
      .where('c.decided_at', '<', period.end)
      .orderBy('c.id')
      .execute();
    for (const c of contracts) {
      const r = await settleOne(db, kind, period, c);
      if (r === null) continue;
      result.bills += 1;
      if (r > 0) {
        result.paid += 1;
        result.paidMinor += r;
      }
    }
  }
  return result;
}

/** Returns the amount paid (0 when not reached/insufficient), or null when the bill already existed. */
async function settleOne(
  db: Db,
  kind: ContractKind,
  period: Period,
  c: {
    id: number;
    upline_id: number;
    member_id: number;
    tiers: ContractTier[];
    path: string;
    currency: string;
  },
): Promise<number | null> {
  // The team's figures read outside the transaction: bets settled in the period are final once it has ended
  // (plus the grace above); a bet settled later belongs to a later period.
  const team = await db
    .selectFrom('bet_record as b')
    .innerJoin('member as m', 'm.id', 'b.member_id')
    .select([
      sql<number>`coalesce(sum(b.valid_bet_minor), 0)`.as('valid'),
      sql<number>`coalesce(sum(b.bet_minor - b.win_minor), 0)`.as('loss'),
      sql<number>`count(distinct b.member_id)`.as('active'),
    ])
    .where('m.path', 'like', `${c.path}%`)
    .where('b.status', '=', 'settled')
    .where('b.settled_at', '>=', period.start)
    .where('b.settled_at', '<', period.end)
    .executeTakeFirstOrThrow();
  const figures = {
    validBetMinor: Number(team.valid),
    lossMinor: Math.max(0, Number(team.loss)),
    activeMembers: Number(team.active),
  };
  const tier = reachedTier(c.tiers, figures);
  const amount = tier ? Math.floor((figures.validBetMinor * tier.rateBp) / 10_000) : 0;

  return db.transaction().execute(async (trx) => {
    const bill = await trx
      .insertInto('agent_salary_bill')
      .values({
        contract_id: c.id,
        period_key: period.key,
        kind,
        payer_id: c.upline_id,
        member_id: c.member_id,
        period_start: period.start,
        period_end: period.end,
        valid_bet_minor: figures.validBetMinor,
        active_members: figures.activeMembers,
        rate_bp: tier?.rateBp ?? 0,
        amount_minor: amount,
        state: amount > 0 ? 'paid' : 'not_reached',
      })
      // The exactly-once point: a concurrent run waits on this key and then inserts nothing.
      .onConflict((oc) => oc.columns(['contract_id', 'period_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!bill) return null;
    if (amount === 0) return 0;
    const state = await payBillFromUpline(trx, {
      table: 'agent_salary_bill',
      billId: bill.id,
      payerId: c.upline_id,
      payeeId: c.member_id,
      currency: c.currency,
      amountMinor: amount,
      idempotencyKey: `agent-salary:${c.id}:${period.key}`,
      kind: 'agent-salary',
      metadata: { contractId: c.id, period: period.key, salaryKind: kind },
    });
    return state === 'paid' ? amount : 0;
  });
}
