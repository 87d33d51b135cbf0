import { sql, type Insertable } from 'kysely';
import type { ContractKind, ContractTier } from '@site/shared/schemas';
import type { Db } from '../../db/create-db';
import type { DbOrTrx } from '../../db/with-transaction';
import type { AgentSalaryBillTable } from './agent.table';
import type { Period } from './settlement-periods';

/** An accepted salary contract with no bill yet for the period being settled. */
export interface UnbilledSalaryContract {
  id: number;
  upline_id: number;
  member_id: number;
  tiers: ContractTier[];
  /** The contracted agent's materialised path (`/1/5/23/`): its team is every member whose path starts with it. */
  path: string;
  currency: string;
}

/**
 * Contracts of `kind` accepted before the period ended that have no bill for it. A second run of a settled period
 * finds none and so costs one query, whatever the number of contracts.
 */
export async function findUnbilledSalaryContracts(
  db: Db,
  kind: ContractKind,
  period: Period,
): Promise<UnbilledSalaryContract[]> {
  return db
    .selectFrom('agent_contract as c')
    .innerJoin('member as m', 'm.id', 'c.member_id')
    .leftJoin('agent_salary_bill as b', (join) =>
      join.onRef('b.contract_id', '=', 'c.id').on('b.period_key', '=', period.key),
    )
    .select(['c.id', 'c.upline_id', 'c.member_id', 'c.tiers', 'm.path', 'm.currency'])
    .where('c.kind', '=', kind)
    .where('c.state', '=', 'accepted')
    .where('c.decided_at', '<', period.end)
    .where('b.id', 'is', null)
    .orderBy('c.id')
    .execute();
}

/** One member's settled play in a period: what its uplines' team figures are summed from. */
export interface MemberPeriodPlay {
  path: string;
  validBetMinor: number;
  /** Stakes minus wins: positive when the member lost. */
  netLossMinor: number;
}

/**
 * Every member's settled bets in the period, one row per member with any: one scan of the period's bets instead of
 * one team query per contract (docs/performance.md "Agent salary settlement"). A bet belongs to the period in which
 * it settled, so one settled after the period ended counts in a later one and a paid bill is never rewritten.
 */
export async function sumPlayByMember(db: Db, period: Period): Promise<MemberPeriodPlay[]> {
  const rows = await db
    .selectFrom('bet_record as b')
    .innerJoin('member as m', 'm.id', 'b.member_id')
    .select([
      'm.path',
      sql<number>`sum(b.valid_bet_minor)`.as('valid'),
      sql<number>`sum(b.bet_minor - b.win_minor)`.as('loss'),
    ])
    .where('b.status', '=', 'settled')
    .where('b.settled_at', '>=', period.start)
    .where('b.settled_at', '<', period.end)
    .groupBy(['b.member_id', 'm.path'])
    .execute();
  return rows.map((r) => ({ path: r.path, validBetMinor: Number(r.valid), netLossMinor: Number(r.loss) }));
}

/** A bill as the settlement issues it: paid with its posting in the same transaction, or not reached. */
export type NewSalaryBill = Omit<
  Insertable<AgentSalaryBillTable>,
  'id' | 'state' | 'transaction_id' | 'created_at' | 'reject_reason' | 'rejected_by' | 'closed_at'
> & { state: 'paid' | 'not_reached' };

/**
 * Inserts bills unless their (contract, period) exists: the exactly-once point, where a concurrent run waits on the
 * key and then inserts nothing. Returns the ids of the rows this call inserted, by contract.
 */
export async function insertSalaryBills(
  db: DbOrTrx,
  bills: readonly NewSalaryBill[],
): Promise<Map<number, number>> {
  if (bills.length === 0) return new Map();
  const rows = await db
    .insertInto('agent_salary_bill')
    .values([...bills])
    .onConflict((oc) => oc.columns(['contract_id', 'period_key']).doNothing())
    .returning(['id', 'contract_id'])
    .execute();
  return new Map(rows.map((r) => [r.contract_id, r.id]));
}

/** Points each paid bill at the ledger transaction posted under its key (`agent-salary:<contract>:<period>`). */
export async function linkSalaryBillsToPostings(db: DbOrTrx, billIds: readonly number[]): Promise<void> {
  if (billIds.length === 0) return;
  await sql`
    update agent_salary_bill b set transaction_id = t.id
      from wallet_transaction t
     where b.id = any(${[...billIds]}::int8[])
       and t.idempotency_key = 'agent-salary:' || b.contract_id || ':' || b.period_key`.execute(db);
}
