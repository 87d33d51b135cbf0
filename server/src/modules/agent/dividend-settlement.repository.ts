import { sql, type Insertable, type Transaction } from 'kysely';
import type { DividendPeriod } from '@site/shared/schemas';
import type { Database } from '../../db/database';
import type { DbOrTrx } from '../../db/with-transaction';
import type { Period } from './settlement-periods';
import type { AgentDividendBillTable } from './agent.table';

/** SQL of the dividend settlement job; the rules (periods, carry, tiers) are in dividend-settlement.ts. */

/**
 * Accepted dividend contracts of one period length decided before `decidedBefore`, with the end of their latest bill
 * (`billed_to`, null before the first) and the member's team path and currency.
 */
export function findDueDividendContracts(db: DbOrTrx, period: DividendPeriod, decidedBefore: Date) {
  return db
    .selectFrom('agent_contract as c')
    .innerJoin('member as m', 'm.id', 'c.member_id')
    .select([
      'c.id',
      'c.upline_id',
      'c.member_id',
      'c.tiers',
      'c.decided_at',
      'm.path',
      'm.currency',
      (eb) =>
        eb
          .selectFrom('agent_dividend_bill as b')
          .select((e) => e.fn.max('b.period_end').as('e'))
          .whereRef('b.contract_id', '=', 'c.id')
          .as('billed_to'),
    ])
    .where('c.kind', '=', 'DIVIDEND')
    .where('c.period', '=', period)
    .where('c.state', '=', 'accepted')
    .where('c.decided_at', '<', decidedBefore)
    .orderBy('c.id')
    .execute();
}

/** Valid bets, net loss (stakes − wins) and active members of the team under `path`, over bets settled in the period. */
export function sumTeamPlay(db: DbOrTrx, path: string, period: Period) {
  return db
    .selectFrom('bet_record as b')
    .innerJoin('member as m', 'm.id', 'b.member_id')
    .select([
      sql<number>`coalesce(sum(b.valid_bet_minor), 0)`.as('valid'),
      sql<number>`coalesce(sum(b.bet_minor - b.win_minor), 0)`.as('net'),
      sql<number>`count(distinct b.member_id)`.as('active'),
    ])
    .where('m.path', 'like', `${path}%`)
    .where('b.status', '=', 'settled')
    .where('b.valid_bet_minor', '>', 0)
    .where('b.settled_at', '>=', period.start)
    .where('b.settled_at', '<', period.end)
    .executeTakeFirstOrThrow();
}

/** Row-locks the contract until the transaction ends: one settler per contract at a time. */
export async function lockContract(trx: Transaction<Database>, contractId: number): Promise<void> {
  await trx.selectFrom('agent_contract').select('id').where('id', '=', contractId).forUpdate().execute();
}

export function findDividendBill(trx: Transaction<Database>, contractId: number, periodKey: string) {
  return trx
    .selectFrom('agent_dividend_bill')
    .select('id')
    .where('contract_id', '=', contractId)
    .where('period_key', '=', periodKey)
    .executeTakeFirst();
}

/** The contract's latest bill of a period that ended by `start` (its carry goes into the next period). */
export function findBillBefore(trx: Transaction<Database>, contractId: number, start: Date) {
  return trx
    .selectFrom('agent_dividend_bill')
    .select('carried_out_minor')
    .where('contract_id', '=', contractId)
    .where('period_end', '<=', start)
    .orderBy('period_end', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The bill, once per contract and period: undefined when it already exists. */
export function insertDividendBill(trx: Transaction<Database>, bill: Insertable<AgentDividendBillTable>) {
  return (
    trx
      .insertInto('agent_dividend_bill')
      .values(bill)
      // Still the exactly-once point should the contract lock ever be bypassed.
      .onConflict((oc) => oc.columns(['contract_id', 'period_key']).doNothing())
      .returning('id')
      .executeTakeFirst()
  );
}
