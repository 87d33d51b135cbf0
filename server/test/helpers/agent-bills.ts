import type { Db } from '../../src/db/create-db';

/**
 * Fixtures for tests of agent bills (docs/agents.md "Bill states"): a daily-salary contract between two seeded
 * agents and its `insufficient` bills, written straight to the tables so a test starts from the one open state
 * without running the salary job.
 */

/** Every seeded member's id by account. */
export async function memberIds(db: Db): Promise<Record<string, number>> {
  const rows = await db.selectFrom('member').select(['id', 'account']).execute();
  return Object.fromEntries(rows.map((m) => [m.account, m.id]));
}

/** A member's PHP balance in minor units, read from the ledger's account row. */
export async function balanceOf(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('wallet_account')
    .select('balance_minor')
    .where('code', '=', `member:${memberId}:PHP`)
    .executeTakeFirstOrThrow();
  return Number(row.balance_minor);
}

/** An accepted daily-salary contract at 1.50 % from the first tier, decided on `decidedOn` (YYYY-MM-DD). */
export async function acceptedSalaryContract(
  db: Db,
  uplineId: number,
  memberId: number,
  decidedOn: string,
): Promise<number> {
  const row = await db
    .insertInto('agent_contract')
    .values({
      kind: 'DAILY_SALARY',
      upline_id: uplineId,
      member_id: memberId,
      tiers: JSON.stringify([{ validBetMinor: 0, lossMinor: 0, activeMembers: 0, rateBp: 150 }]),
      state: 'accepted',
      decided_at: new Date(`${decidedOn}T00:00:00Z`),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The two-day period starting on `month`-`day` (UTC), as the daily-salary clock keys it. */
export function salaryPeriod(month: string, day: number) {
  const on = (d: number) => `${month}-${String(d).padStart(2, '0')}`;
  return {
    period_key: `EVERY_OTHER_DAY:${on(day)}`,
    period_start: new Date(`${on(day)}T00:00:00Z`),
    period_end: new Date(`${on(day + 2)}T00:00:00Z`),
  };
}

/** An `insufficient` salary bill of `amountMinor` the contract's upline owes its member for that period. */
export async function insufficientSalaryBill(
  db: Db,
  bill: {
    contractId: number;
    payerId: number;
    memberId: number;
    month: string;
    day: number;
    amountMinor: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('agent_salary_bill')
    .values({
      contract_id: bill.contractId,
      ...salaryPeriod(bill.month, bill.day),
      kind: 'DAILY_SALARY',
      payer_id: bill.payerId,
      member_id: bill.memberId,
      valid_bet_minor: 100_000,
      active_members: 1,
      rate_bp: 150,
      amount_minor: bill.amountMinor,
      state: 'insufficient',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
