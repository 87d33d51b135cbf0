import { sql, type ExpressionBuilder, type Transaction } from 'kysely';
import type { LotteryAdminIssueQuery } from '@site/shared/schemas/operator';
import type { Database } from '../../db/database';
import type { DbOrTrx } from '../../db/with-transaction';

// The back office's lottery desk reads (docs/back-office.md "Running the site"); the engine's own queries are in
// lottery.repository.ts.

type IssueState = LotteryAdminIssueQuery['state'];

/** Issues of a desk state: `planned`/`open`/`closed` are an open issue read against `now` (see LOTTERY_ISSUE_STATES). */
export async function searchIssues(db: DbOrTrx, query: LotteryAdminIssueQuery, now: Date) {
  let q = db.selectFrom('lottery_issue');
  if (query.gameCode) q = q.where('game_code', '=', query.gameCode);
  q = q.where((eb) => stateFilter(eb, query.state, now));
  const [rows, total] = await Promise.all([
    q
      .selectAll()
      .orderBy('draw_at', query.state === 'planned' ? 'asc' : 'desc')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

function stateFilter(eb: ExpressionBuilder<Database, 'lottery_issue'>, state: IssueState, now: Date) {
  switch (state) {
    case 'planned':
      return eb.and([eb('status', '=', 'open'), eb('open_at', '>', now)]);
    case 'open':
      return eb.and([eb('status', '=', 'open'), eb('open_at', '<=', now), eb('close_at', '>', now)]);
    case 'closed':
      return eb.and([eb('status', '=', 'open'), eb('close_at', '<=', now)]);
    case 'all':
      return eb('open_at', '<=', now);
    default:
      return eb('status', '=', state);
  }
}

/** Per issue and order status: how many, their stakes and their wins (minor units). */
export async function orderTotals(db: DbOrTrx, issueIds: readonly number[]) {
  if (issueIds.length === 0) return [];
  const rows = await db
    .selectFrom('lottery_order')
    .select((eb) => [
      'issue_id',
      'status',
      eb.fn.countAll<string>().as('n'),
      eb.fn.sum<string>('stake_minor').as('stake'),
      eb.fn.sum<string>('win_minor').as('win'),
    ])
    .where('issue_id', 'in', [...issueIds])
    .groupBy(['issue_id', 'status'])
    .execute();
  return rows.map((r) => ({
    issueId: Number(r.issue_id),
    status: r.status,
    count: Number(r.n),
    stakeMinor: Number(r.stake),
    winMinor: Number(r.win),
  }));
}

/** The issue row, locked for the caller's transaction (a cancel or a re-run decides on it). */
export async function lockIssueRow(trx: Transaction<Database>, gameCode: string, issueNo: string) {
  return trx
    .selectFrom('lottery_issue')
    .selectAll()
    .where('game_code', '=', gameCode)
    .where('issue_no', '=', issueNo)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Locks every order of the issue (in id order, as settlement does) and counts those already settled: a settlement
 * batch in flight is waited for, so the count is the truth when the cancel decides.
 */
export async function lockOrdersCountSettled(trx: Transaction<Database>, issueId: number): Promise<number> {
  const { rows } = await sql<{ status: string }>`
    select status from lottery_order where issue_id = ${issueId} order by id for update`.execute(trx);
  return rows.filter((r) => r.status !== 'pending').length;
}

export async function setVoided(trx: Transaction<Database>, issueId: number): Promise<void> {
  await trx.updateTable('lottery_issue').set({ status: 'voided' }).where('id', '=', issueId).execute();
}

/** What the ledger credited for the issue's orders: one transaction per order and kind (the keys are per order). */
export async function ledgerTotals(db: DbOrTrx, issueId: number) {
  const { rows } = await sql<{ kind: string; n: string; amount: string | null }>`
    select t.kind, count(*) as n, sum(e.amount_minor) as amount
    from lottery_order o
    join wallet_transaction t
      on t.idempotency_key in ('lottery:win:' || o.id, 'lottery:refund:' || o.id)
    join wallet_entry e on e.transaction_id = t.id and e.amount_minor > 0
    where o.issue_id = ${issueId}
    group by t.kind`.execute(db);
  const of = (kind: string) => {
    const row = rows.find((r) => r.kind === kind);
    return { count: Number(row?.n ?? 0), amountMinor: Number(row?.amount ?? 0) };
  };
  return { wins: of('lottery-win'), refunds: of('lottery-refund') };
}

export async function firstOrders(db: DbOrTrx, issueId: number, limit: number) {
  return db
    .selectFrom('lottery_order')
    .select(['id', 'member_account', 'stake_minor', 'win_minor', 'currency', 'status'])
    .where('issue_id', '=', issueId)
    .orderBy('id')
    .limit(limit)
    .execute();
}
