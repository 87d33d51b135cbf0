import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/with-transaction';

/** The bill tables an upline's decision works on; both have the same payment and decision columns. */
export type BillTable = 'agent_salary_bill' | 'agent_dividend_bill';

/** The bill, locked for the caller's transaction: pay and reject of one bill queue behind each other. */
export function lockBill(db: DbOrTrx, table: BillTable, billId: number) {
  // Both tables have every column read here; typing the name as one of them keeps Kysely's join overloads simple.
  const from = `${table} as b` as 'agent_salary_bill as b';
  return db
    .selectFrom(from)
    .innerJoin('member as m', 'm.id', 'b.member_id')
    .select([
      'b.id',
      'b.contract_id',
      'b.period_key',
      'b.payer_id',
      'b.member_id',
      'b.amount_minor',
      'b.state',
      'm.account as member_account',
      'm.currency',
    ])
    .where('b.id', '=', billId)
    .forUpdate('b')
    .executeTakeFirst();
}

export async function closeBillPaid(
  db: DbOrTrx,
  table: BillTable,
  billId: number,
  transactionId: number,
): Promise<void> {
  await db
    .updateTable(table)
    .set({ state: 'paid', transaction_id: transactionId, closed_at: new Date() })
    .where('id', '=', billId)
    .execute();
}

export async function closeBillRejected(
  db: DbOrTrx,
  table: BillTable,
  billId: number,
  reason: string,
  by: string,
): Promise<void> {
  await db
    .updateTable(table)
    .set({ state: 'rejected', reject_reason: reason, rejected_by: by, closed_at: new Date() })
    .where('id', '=', billId)
    .execute();
}

/** Salary and dividend bills I pay, newest first (at most 200 of each). */
export async function billsIPay(db: DbOrTrx, payerId: number) {
  const [salary, dividend] = await Promise.all([
    db
      .selectFrom('agent_salary_bill as b')
      .innerJoin('member as m', 'm.id', 'b.member_id')
      .select([
        sql<'salary'>`'salary'`.as('type'),
        'b.id',
        'b.kind',
        'b.period_key',
        'm.account as member_account',
        'b.amount_minor',
        'b.state',
        'b.reject_reason',
        'b.created_at',
      ])
      .where('b.payer_id', '=', payerId)
      .where('b.state', '!=', 'not_reached')
      .orderBy('b.id', 'desc')
      .limit(200)
      .execute(),
    db
      .selectFrom('agent_dividend_bill as b')
      .innerJoin('member as m', 'm.id', 'b.member_id')
      .select([
        sql<'dividend'>`'dividend'`.as('type'),
        'b.id',
        sql<string>`'DIVIDEND'`.as('kind'),
        'b.period_key',
        'm.account as member_account',
        'b.amount_minor',
        'b.state',
        'b.reject_reason',
        'b.created_at',
      ])
      .where('b.payer_id', '=', payerId)
      .where('b.state', '!=', 'not_reached')
      .orderBy('b.id', 'desc')
      .limit(200)
      .execute(),
  ]);
  return [...salary, ...dividend]
    .sort((x, y) => y.created_at.getTime() - x.created_at.getTime() || y.id - x.id)
    .slice(0, 200);
}
