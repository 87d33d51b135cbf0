import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { withTransaction } from '../../db/with-transaction';
import { ISSUE_LOCK_SPACE } from './issue-lock';
import type { DrawOutcome } from './outcome';
import type { OrderSelection } from './lottery.table';
import type { PlannedIssue } from './schedule';
import { lockKeyPair } from '../../db/advisory-lock';

type Q = Kysely<Database> | Transaction<Database>;

export async function insertIssues(
  db: Q,
  issues: Array<PlannedIssue & { seedCommit: string; serverSeed: string }>,
): Promise<void> {
  if (issues.length === 0) return;
  // A second process planning the same issues keeps the first row (and its published commitment).
  await db
    .insertInto('lottery_issue')
    .values(
      issues.map((i) => ({
        game_code: i.gameCode,
        issue_no: i.issueNo,
        open_at: i.openAt,
        close_at: i.closeAt,
        draw_at: i.drawAt,
        seed_commit: i.seedCommit,
        server_seed: i.serverSeed,
      })),
    )
    .onConflict((oc) => oc.columns(['game_code', 'issue_no']).doNothing())
    .execute();
}

export async function findIssue(db: Q, gameCode: string, issueNo: string) {
  return db
    .selectFrom('lottery_issue')
    .selectAll()
    .where('game_code', '=', gameCode)
    .where('issue_no', '=', issueNo)
    .executeTakeFirst();
}

export async function findIssueById(db: Q, id: number) {
  return db.selectFrom('lottery_issue').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The issue on sale at `now` (open ≤ now < close), else the next one to open. */
export async function findCurrentIssue(db: Q, gameCode: string, now: Date) {
  return db
    .selectFrom('lottery_issue')
    .selectAll()
    .where('game_code', '=', gameCode)
    .where('status', '=', 'open')
    .where('close_at', '>', now)
    .orderBy('draw_at')
    .limit(1)
    .executeTakeFirst();
}

/** `limit` issues of a game drawing at or after `drawAt`, in draw order (a chase). */
export async function findIssuesFrom(db: Q, gameCode: string, drawAt: Date, limit: number) {
  return db
    .selectFrom('lottery_issue')
    .selectAll()
    .where('game_code', '=', gameCode)
    .where('draw_at', '>=', drawAt)
    .orderBy('draw_at')
    .limit(limit)
    .execute();
}

export async function findRecentDrawn(db: Q, gameCode: string, limit: number) {
  return db
    .selectFrom('lottery_issue')
    .selectAll()
    .where('game_code', '=', gameCode)
    .where('status', 'in', ['drawn', 'settled'])
    .orderBy('draw_at', 'desc')
    .limit(limit)
    .execute();
}

export async function findDueForDraw(db: Q, now: Date, limit: number) {
  return db
    .selectFrom('lottery_issue')
    .selectAll()
    .where('status', '=', 'open')
    .where('draw_at', '<=', now)
    .orderBy('draw_at')
    .limit(limit)
    .execute();
}

/**
 * Waits for every order of the issue already past its sale check (they hold the issue's lock shared, migration 0503)
 * and keeps new ones out until the caller's transaction ends: a draw or a void never passes an order in flight.
 */
export async function lockIssueForDraw(trx: Transaction<Database>, issueId: number): Promise<void> {
  await lockKeyPair(trx, ISSUE_LOCK_SPACE, issueId);
}

/** open → drawn, once: the outcome is a pure function of the seed, so a racing drawer writes the same numbers. */
export async function markDrawn(db: Q, issueId: number, outcome: DrawOutcome, at: Date): Promise<boolean> {
  return withTransaction(db, async (trx) => {
    await lockIssueForDraw(trx, issueId);
    const r = await trx
      .updateTable('lottery_issue')
      .set({ status: 'drawn', outcome: JSON.stringify(outcome), drawn_at: at })
      .where('id', '=', issueId)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  });
}

export async function findIssuesToSettle(db: Q, limit: number) {
  return db
    .selectFrom('lottery_issue')
    .selectAll()
    .where('status', 'in', ['drawn', 'voided'])
    .where('settled_at', 'is', null)
    .orderBy('draw_at')
    .limit(limit)
    .execute();
}

export async function markVoided(db: Q, issueId: number): Promise<boolean> {
  return withTransaction(db, async (trx) => {
    await lockIssueForDraw(trx, issueId);
    const r = await trx
      .updateTable('lottery_issue')
      .set({ status: 'voided' })
      .where('id', '=', issueId)
      .where('status', 'in', ['open', 'drawn'])
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  });
}

/** Marks a drawn/voided issue finished once no order of it is pending. */
export async function finishIssueIfDone(db: Q, issueId: number, at: Date): Promise<boolean> {
  const r = await db
    .updateTable('lottery_issue')
    .set((eb) => ({
      settled_at: at,
      status: eb.case().when('status', '=', 'drawn').then('settled').else(eb.ref('status')).end(),
    }))
    .where('id', '=', issueId)
    .where('settled_at', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('lottery_order')
            .select('id')
            .where('issue_id', '=', issueId)
            .where('status', '=', 'pending'),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function findOrderByKey(db: Q, memberId: number, clientKey: string) {
  return db
    .selectFrom('lottery_order')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('client_key', '=', clientKey)
    .executeTakeFirst();
}

/** What lottery_place_order answered (migration 0502); the order comes back as its row in JSON. */
export type PlaceOrderOutcome =
  | { status: 'placed' | 'replay'; order: OrderRowJson }
  | { status: 'issue-not-found' }
  | { status: 'closed'; issueNo: string; closeAt: string }
  | { status: 'refused'; posting: unknown };

type OrderRowJson = Omit<OrderRow, 'created_at' | 'settled_at'> & {
  created_at: string;
  settled_at: string | null;
};
/** An order as its table row (what every order query answers). */
export type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrderByKey>>>;

/** Places one order in one statement (lottery_place_order): replay check, sale check, order, debit, bet record. */
export async function placeOrderInOneStatement(
  db: Q,
  o: {
    memberId: number;
    memberAccount: string;
    currency: string | null;
    clientKey: string;
    gameCode: string;
    issueNo: string;
    selections: OrderSelection[];
    stakeMinor: number;
    now: Date;
    chase: boolean;
    houseOwnerRef: string;
  },
): Promise<{ outcome: PlaceOrderOutcome; order: OrderRow | null }> {
  const { rows } = await sql<{ r: PlaceOrderOutcome }>`
    select lottery_place_order(${o.memberId}::int, ${o.memberAccount}, ${o.currency}::text, ${o.clientKey},
      ${o.gameCode}, ${o.issueNo}, ${JSON.stringify(o.selections)}::jsonb, ${o.stakeMinor}::int8, ${o.now}::timestamptz,
      ${o.chase}, ${o.houseOwnerRef}) as r`.execute(db);
  const outcome = rows[0]!.r;
  if (outcome.status !== 'placed' && outcome.status !== 'replay') return { outcome, order: null };
  const row = outcome.order;
  return {
    outcome,
    order: {
      ...row,
      created_at: new Date(row.created_at),
      settled_at: row.settled_at === null ? null : new Date(row.settled_at),
    },
  };
}

/** A batch of pending orders of one issue with what settling them needs (their selections). */
/**
 * The next `limit` pending orders of an issue after order `afterId`, in id order. Paging by id (not "the first
 * pending ones" again) lets the partial index of migration 0501 seek straight past what earlier batches settled
 * instead of stepping over their dead index entries every time.
 */
export async function findPendingOrders(db: Q, issueId: number, afterId: number, limit: number) {
  return db
    .selectFrom('lottery_order')
    .select(['id', 'selections', 'stake_minor'])
    .where('issue_id', '=', issueId)
    .where('status', '=', 'pending')
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** What settlement decided for one order: its new status and its win (0 for a loss or a refund). */
export interface OrderVerdict {
  id: number;
  status: 'won' | 'lost' | 'refunded';
  winMinor: number;
}

/**
 * Claims a batch of pending orders in one statement: their rows are locked in id order first (so two settlers on
 * overlapping batches wait for each other instead of deadlocking), then every order still pending takes its
 * verdict; `status = 'pending'` is the claim. Returns the orders this call claimed; one another settler took first
 * is left out.
 */
export async function claimPendingOrders(
  trx: Transaction<Database>,
  verdicts: readonly OrderVerdict[],
  at: Date,
) {
  if (verdicts.length === 0) return [];
  const ids = verdicts.map((v) => v.id);
  const { rows } = await sql<{
    id: number;
    member_id: number;
    currency: string;
    game_code: string;
    issue_no: string;
    stake_minor: number;
    status: string;
    win_minor: number;
  }>`
    with locked as (
      select id from lottery_order where id = any(${ids}::int8[]) and status = 'pending' order by id for update
    )
    update lottery_order o set status = v.status, win_minor = v.win_minor, settled_at = ${at}
    from locked, unnest(${ids}::int8[], ${verdicts.map((v) => v.status)}::text[], ${verdicts.map((v) => v.winMinor)}::int8[])
      as v(id, status, win_minor)
    where o.id = locked.id and o.id = v.id and o.status = 'pending'
    returning o.id, o.member_id, o.currency, o.game_code, o.issue_no, o.stake_minor, o.status, o.win_minor`.execute(
    trx,
  );
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    member_id: Number(r.member_id),
    stake_minor: Number(r.stake_minor),
    win_minor: Number(r.win_minor),
  }));
}

/** Settles the bet records of a batch of orders in one statement: won or lost, or cancelled for a refund. */
export async function settleBetRecords(
  db: Q,
  records: readonly { orderId: number; winMinor: number; cancelled: boolean }[],
  at: Date,
): Promise<void> {
  if (records.length === 0) return;
  // A refunded order was no real wager: it must not count for turnover, salaries or rebates.
  await sql`
    update bet_record b set
      status = case when v.cancelled then 'cancelled' else 'settled' end,
      win_minor = v.win_minor,
      settled_at = ${at},
      valid_bet_minor = case when v.cancelled then 0 else b.valid_bet_minor end
    from unnest(${records.map((r) => `order:${r.orderId}`)}::text[], ${records.map((r) => r.winMinor)}::int8[],
                ${records.map((r) => r.cancelled)}::bool[]) as v(tx_id, win_minor, cancelled)
    where b.vendor = ${LOTTERY_VENDOR} and b.bet_transaction_id = v.tx_id`.execute(db);
}

export async function findOrder(db: Q, orderId: number) {
  return db.selectFrom('lottery_order').selectAll().where('id', '=', orderId).executeTakeFirst();
}

export async function findMemberOrders(
  db: Q,
  memberId: number,
  filter: { gameCode?: string },
  limit: number,
  offset: number,
) {
  let q = db.selectFrom('lottery_order').selectAll().where('member_id', '=', memberId);
  if (filter.gameCode) q = q.where('game_code', '=', filter.gameCode);
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
}

export const LOTTERY_VENDOR = 'LOTTERY';

/** The games a member ordered most recently, newest first (the client's "lottery recent", recentCount). */
export async function findMemberRecentGameCodes(db: Q, memberId: number, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('lottery_order')
    .select('game_code')
    .select((eb) => eb.fn.max('created_at').as('last_at'))
    .where('member_id', '=', memberId)
    .groupBy('game_code')
    .orderBy('last_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.game_code);
}
