import { ERROR_CODES } from '@site/shared/schemas';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/create-db';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import {
  ensureMemberAccounts,
  lotteryHouseAccounts,
  postTransfers,
  type TransferInput,
} from '../wallet/ledger.service';
import { commitSeed, newServerSeed } from './fairness';
import { LOTTERY_GAMES, findLotteryGame, type LotteryGameDef } from './lottery-games';
import type { OrderSelection } from './lottery.table';
import * as repo from './lottery.repository';
import { computeOutcome } from './outcome';
import { payoutMinor, settleFactorMilli } from './play-types';
import { planIssues } from './schedule';

// The draw engine (docs/lottery.md): issues planned ahead with a committed seed, orders debited at placement,
// draws after close, settlement that credits each order at most once and can be re-run after a crash or by a
// second process at the same time. Money moves only through the ledger service with keys per order.
// Orders are placed in lottery-orders.service.ts; menus, results and my orders are read in lottery-read.service.ts.

export interface LotteryEngineOptions {
  /** Seconds before the draw that betting locks (default per game, 30 s). */
  lockSeconds?: number;
  /** Replaces interval games' cadence (seconds) so an e2e run sees a draw quickly. */
  testCadenceSeconds?: number;
}

const HORIZON_INTERVAL_MS = 60 * 60_000;
const HORIZON_DAILY_MS = 8 * 86_400_000;

/** Plans and stores every game's issues from `now` up to its horizon (idempotent: existing issues are kept). */
export async function ensureIssues(db: Db, now: Date, options: LotteryEngineOptions = {}): Promise<number> {
  return ensureIssuesBetween(db, now, null, options);
}

/**
 * Plans issues drawing in [from, to) — `to` null: each game's own horizon (1 h for keno/fast, 8 days for VN).
 * The seed uses a past `from` to build a drawn history.
 */
export async function ensureIssuesBetween(
  db: Db,
  from: Date,
  to: Date | null,
  options: LotteryEngineOptions = {},
  games: readonly LotteryGameDef[] = LOTTERY_GAMES,
): Promise<number> {
  let planned = 0;
  for (const game of games) {
    const horizon = game.schedule.kind === 'interval' ? HORIZON_INTERVAL_MS : HORIZON_DAILY_MS;
    const issues = planIssues(game, from, to ?? new Date(from.getTime() + horizon), {
      lockSeconds: options.lockSeconds,
      cadenceOverrideSeconds: options.testCadenceSeconds,
    });
    for (let i = 0; i < issues.length; i += 500) {
      await repo.insertIssues(
        db,
        issues.slice(i, i + 500).map((issue) => {
          const serverSeed = newServerSeed();
          return { ...issue, serverSeed, seedCommit: commitSeed(serverSeed) };
        }),
      );
    }
    planned += issues.length;
  }
  return planned;
}

/** Draws every issue whose draw time has come (open → drawn). Returns how many this call drew. */
export async function drawDue(db: Db, now: Date, limit = 500): Promise<number> {
  let drawn = 0;
  for (const issue of await repo.findDueForDraw(db, now, limit)) {
    const game = findLotteryGame(issue.game_code);
    if (!game) continue;
    const outcome = computeOutcome(game.outcome, issue.server_seed, issue.issue_no);
    if (await repo.markDrawn(db, issue.id, outcome, now)) drawn += 1;
  }
  return drawn;
}

const SETTLE_BATCH = 1000;
const SETTLE_IN_FLIGHT = 2;

/** What an order's selections pay on a drawn outcome, in minor units (0 = lost). */
function creditOf(selections: readonly OrderSelection[], outcome: unknown): number {
  return selections.reduce(
    (sum, s) => sum + payoutMinor(s.stakeMinor, settleFactorMilli(s, outcome as never)),
    0,
  );
}

/**
 * Settles a batch of orders in ONE database transaction and a handful of statements: claim every still-pending order
 * with its verdict (won, lost, or refunded for a voided issue), post every credit as one batch of ledger transfers
 * keyed per order (`lottery:win:<id>` / `lottery:refund:<id>`, so a replay can never pay twice), settle their bet
 * records. One posting per win used to be most of the cost: 100,000 orders took 67 s (docs/performance.md
 * "Lottery settlement"). A crash rolls the whole batch back; the next run redoes it.
 */
async function settleBatch(
  db: Db,
  orders: readonly PendingOrder[],
  issue: { status: string; outcome: unknown },
  now: Date,
): Promise<number> {
  return db.transaction().execute((trx: Transaction<Database>) => settleOrders(trx, orders, issue, now));
}

type PendingOrder = { id: number; selections: OrderSelection[]; stake_minor: number };

/** settleBatch's work inside the caller's transaction (the back office's cancel and re-run use it too). */
async function settleOrders(
  trx: Transaction<Database>,
  orders: readonly PendingOrder[],
  issue: { status: string; outcome: unknown },
  now: Date,
): Promise<number> {
  const refund = issue.status === 'voided';
  const verdicts: repo.OrderVerdict[] = orders.map((o) => {
    if (refund) return { id: o.id, status: 'refunded', winMinor: 0 };
    const winMinor = creditOf(o.selections, issue.outcome);
    return { id: o.id, status: winMinor > 0 ? 'won' : 'lost', winMinor };
  });
  const claimed = await repo.claimPendingOrders(trx, verdicts, now);
  const paid = claimed.filter((o) => o.status !== 'lost');
  const transfers: TransferInput[] = [];
  for (const currency of new Set(paid.map((o) => o.currency))) {
    const inCurrency = paid.filter((o) => o.currency === currency);
    const houses = await lotteryHouseAccounts(
      trx,
      inCurrency.map((o) => o.member_id),
      currency,
    );
    const accounts = await ensureMemberAccounts(
      trx,
      inCurrency.map((o) => o.member_id),
      currency,
    );
    for (const o of inCurrency) {
      transfers.push({
        idempotencyKey: `lottery:${refund ? 'refund' : 'win'}:${o.id}`,
        kind: refund ? 'lottery-refund' : 'lottery-win',
        fromAccountId: houses.get(o.member_id)!,
        toAccountId: accounts.get(o.member_id)!,
        amountMinor: refund ? o.stake_minor : o.win_minor,
        metadata: { gameCode: o.game_code, issueNo: o.issue_no, orderId: o.id },
      });
    }
  }
  // Bet records first: posting locks the house account until commit, so it comes last.
  await repo.settleBetRecords(
    trx,
    claimed.map((o) => ({ orderId: o.id, winMinor: o.win_minor, cancelled: refund })),
    now,
  );
  await postTransfers(trx, transfers);
  return claimed.length;
}

/**
 * Settles every pending order of one drawn or voided issue inside the caller's transaction, batch after batch, and
 * marks the issue finished: the back office's cancel and "re-run settlement" (lottery-admin.service.ts), whose audit
 * row belongs in the same transaction. Only pending orders are claimed, so a re-run pays nothing twice.
 */
export async function settleIssueInTransaction(
  trx: Transaction<Database>,
  issue: { id: number; status: string; outcome: unknown },
  now: Date,
): Promise<number> {
  let settled = 0;
  for (let afterId = 0; ;) {
    const batch = await repo.findPendingOrders(trx, issue.id, afterId, SETTLE_BATCH);
    if (batch.length === 0) break;
    afterId = batch[batch.length - 1]!.id;
    settled += await settleOrders(trx, batch, issue, now);
  }
  await repo.finishIssueIfDone(trx, issue.id, now);
  return settled;
}

/**
 * Settles every drawn or voided issue that still has pending orders, then marks it settled. Safe to run again after
 * a crash (only pending orders are touched) and by two processes at once (the order row lock decides who settles).
 */
export async function settleDue(db: Db, now: Date, limit = 50): Promise<{ orders: number; issues: number }> {
  let orders = 0;
  let issues = 0;
  for (const issue of await repo.findIssuesToSettle(db, limit)) {
    // Two batches in flight: while one transaction waits on the database the next one's orders are read and priced,
    // and PostgreSQL works on both (they claim different orders; accounts are locked in id order, so no deadlock).
    // Orders skipped here (claimed by a settler that then rolled back) stay pending: the issue is not finished and
    // the next run takes them.
    const inFlight = new Set<Promise<void>>();
    const failures: unknown[] = [];
    for (let afterId = 0; failures.length === 0;) {
      const batch = await repo.findPendingOrders(db, issue.id, afterId, SETTLE_BATCH);
      if (batch.length === 0) break;
      afterId = batch[batch.length - 1]!.id;
      const work: Promise<void> = settleBatch(db, batch, issue, now)
        .then((n) => {
          orders += n;
        })
        .catch((e: unknown) => {
          failures.push(e);
        })
        .finally(() => inFlight.delete(work));
      inFlight.add(work);
      if (inFlight.size >= SETTLE_IN_FLIGHT) await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
    if (failures.length > 0) throw failures[0];
    if (await repo.finishIssueIfDone(db, issue.id, now)) issues += 1;
  }
  return { orders, issues };
}

/** Voids an issue (operator decision, e.g. a draw that could not happen): every order is refunded by settleDue. */
export async function voidIssue(db: Db, gameCode: string, issueNo: string): Promise<boolean> {
  const issue = await repo.findIssue(db, gameCode, issueNo);
  if (!issue)
    throw new AppError(404, ERROR_CODES.LOTTERY_ISSUE_NOT_FOUND, `No issue ${issueNo} of ${gameCode}`);
  return repo.markVoided(db, issue.id);
}
