import { ERROR_CODES } from '@site/shared/schemas';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/create-db';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import {
  ensureMemberAccounts,
  lotteryHouseAccounts,
  lotteryHouseOwnerRef,
  postingRefusal,
  postTransfers,
  type PostingRefusal,
  type TransferInput,
} from '../wallet/ledger.service';
import { commitSeed, newServerSeed } from './fairness';
import { LOTTERY_GAMES, findLotteryGame, type LotteryGameDef } from './lottery-games';
import type { OrderSelection } from './lottery.table';
import * as repo from './lottery.repository';
import { computeOutcome } from './outcome';
import { KENO_PAYTABLE, PLAY_TYPES, checkSelection, payoutMinor, settleFactorMilli } from './play-types';
import { planIssues } from './schedule';

// The draw engine (docs/lottery.md): issues planned ahead with a committed seed, orders debited at placement,
// draws after close, settlement that credits each order at most once and can be re-run after a crash or by a
// second process at the same time. Money moves only through the ledger service with keys per order.

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

export interface PlaceOrderInput {
  memberId: number;
  memberAccount: string;
  /** null: the member's own currency (read by the placing statement, saving the route a query). */
  currency: string | null;
  gameCode: string;
  issueNo: string;
  clientKey: string;
  selections: OrderSelection[];
}

function requireGame(gameCode: string): LotteryGameDef {
  const game = findLotteryGame(gameCode);
  if (!game) throw new AppError(404, ERROR_CODES.LOTTERY_GAME_NOT_FOUND, `No lottery game ${gameCode}`);
  return game;
}

/** Slips compared field by field: jsonb does not keep key order. */
function sameSlip(a: OrderSelection[], b: OrderSelection[]): boolean {
  const canon = (list: OrderSelection[]) =>
    JSON.stringify(
      list.map((s) => [s.playType, s.numbers ?? null, s.option ?? null, s.position ?? null, s.stakeMinor]),
    );
  return canon(a) === canon(b);
}

/**
 * Places one order: checks the slip, refuses after close (LOTTERY_ISSUE_CLOSED), debits the stake and writes the
 * order and its bet record in one transaction. The client key makes a retry answer the first order.
 */
export async function placeOrder(
  db: Db,
  input: PlaceOrderInput,
  now: Date,
  options: { chase?: boolean } = {},
) {
  const game = requireGame(input.gameCode);
  const digits = game.outcome.kind === 'digits' ? game.outcome.digits : 0;
  if (input.selections.length === 0)
    throw new AppError(400, ERROR_CODES.LOTTERY_BAD_SELECTION, 'The slip is empty');
  input.selections.forEach((s, index) => {
    const check = checkSelection(game.group, s, digits);
    if (!check.ok)
      throw new AppError(400, ERROR_CODES.LOTTERY_BAD_SELECTION, `Selection ${index + 1}: ${check.reason}`, {
        index,
      });
    if (!Number.isInteger(s.stakeMinor) || s.stakeMinor <= 0) {
      throw new AppError(
        400,
        ERROR_CODES.LOTTERY_BAD_SELECTION,
        `Selection ${index + 1}: stake must be positive`,
        { index },
      );
    }
  });
  const stakeMinor = input.selections.reduce((sum, s) => sum + s.stakeMinor, 0);

  // One statement does the rest (migration 0502 lottery_place_order; docs/lottery.md "Placement").
  const { outcome, order } = await repo.placeOrderInOneStatement(db, {
    memberId: input.memberId,
    memberAccount: input.memberAccount,
    currency: input.currency,
    clientKey: input.clientKey,
    gameCode: input.gameCode,
    issueNo: input.issueNo,
    selections: input.selections,
    stakeMinor,
    now,
    // A chase buys later issues of the same game ahead: those may not have opened yet.
    chase: options.chase ?? false,
    houseOwnerRef: lotteryHouseOwnerRef(input.memberId),
  });
  switch (outcome.status) {
    case 'placed':
      return { order: order!, replayed: false };
    case 'replay':
      return replayOf(order!, input);
    case 'issue-not-found':
      throw new AppError(
        404,
        ERROR_CODES.LOTTERY_ISSUE_NOT_FOUND,
        `No issue ${input.issueNo} of ${input.gameCode}`,
      );
    case 'closed':
      throw new AppError(409, ERROR_CODES.LOTTERY_ISSUE_CLOSED, `Issue ${outcome.issueNo} is not on sale`, {
        closeAt: new Date(outcome.closeAt).toISOString(),
        serverTime: now.toISOString(),
      });
    case 'refused':
      return postingRefusal(outcome.posting as PostingRefusal);
  }
}

/**
 * A slip chased over `issues` consecutive issues starting with `input.issueNo` (which must be on sale): one order
 * per issue with client key `<clientKey>:<issueNo>`. Each order is placed (and retried) on its own, so a retry of
 * the whole chase completes what an interrupted one missed without paying any issue twice.
 */
export async function placeChase(db: Db, input: PlaceOrderInput, issues: number, now: Date) {
  const first = await repo.findIssue(db, input.gameCode, input.issueNo);
  if (!first)
    throw new AppError(
      404,
      ERROR_CODES.LOTTERY_ISSUE_NOT_FOUND,
      `No issue ${input.issueNo} of ${input.gameCode}`,
    );
  const chain = await repo.findIssuesFrom(db, input.gameCode, first.draw_at, issues);
  if (chain.length < issues) {
    throw new AppError(
      409,
      ERROR_CODES.LOTTERY_ISSUE_NOT_FOUND,
      `Only ${chain.length} issues are planned ahead`,
      { planned: chain.length },
    );
  }
  const placed = [];
  for (const [i, issue] of chain.entries()) {
    placed.push(
      await placeOrder(
        db,
        { ...input, issueNo: issue.issue_no, clientKey: `${input.clientKey}:${issue.issue_no}` },
        now,
        { chase: i > 0 },
      ),
    );
  }
  return placed;
}

function replayOf(order: repo.OrderRow, input: PlaceOrderInput) {
  if (
    order.game_code !== input.gameCode ||
    order.issue_no !== input.issueNo ||
    !sameSlip(order.selections, input.selections)
  ) {
    throw new AppError(409, ERROR_CODES.LOTTERY_ORDER_KEY_REUSED, 'This order key was used for another slip');
  }
  return { order, replayed: true };
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
  orders: readonly { id: number; selections: OrderSelection[]; stake_minor: number }[],
  issue: { status: string; outcome: unknown },
  now: Date,
): Promise<number> {
  const refund = issue.status === 'voided';
  const verdicts: repo.OrderVerdict[] = orders.map((o) => {
    if (refund) return { id: o.id, status: 'refunded', winMinor: 0 };
    const winMinor = creditOf(o.selections, issue.outcome);
    return { id: o.id, status: winMinor > 0 ? 'won' : 'lost', winMinor };
  });
  return db.transaction().execute(async (trx: Transaction<Database>) => {
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
  });
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

// ---- read side: menus, results, verification, my orders (every answer carries serverTime) ----

const toDecimal = (minor: number): number => Math.round(minor) / 100;

type IssueRow = NonNullable<Awaited<ReturnType<typeof repo.findIssueById>>>;

/** An issue as the public sees it: the seed only once drawn (before that only its commitment). */
export function issueDto(issue: IssueRow) {
  const revealed = issue.status !== 'open';
  return {
    gameCode: issue.game_code,
    issueNo: issue.issue_no,
    openAt: issue.open_at.toISOString(),
    closeAt: issue.close_at.toISOString(),
    drawAt: issue.draw_at.toISOString(),
    status: issue.status,
    seedCommit: issue.seed_commit,
    serverSeed: revealed && issue.outcome ? issue.server_seed : null,
    outcome: issue.outcome ?? null,
  };
}

/** The play types a game offers with their odds, so the bet slip can show what a win returns. */
function playTypesOf(game: LotteryGameDef) {
  return PLAY_TYPES.filter((p) => p.groups.includes(game.group)).map((p) => {
    const pick = /^KENO_PICK(\d)$/.exec(p.code);
    const table = pick ? KENO_PAYTABLE[Number(pick[1])] : undefined;
    return {
      code: p.code,
      oddsMilli: p.oddsMilli ?? null,
      paytable: table ? Object.fromEntries(Object.entries(table).map(([hits, odds]) => [hits, odds])) : null,
    };
  });
}

export async function gameMenu(db: Db, now: Date, group?: string) {
  const games = LOTTERY_GAMES.filter((g) => !group || g.group === group);
  const list = await Promise.all(
    games.map(async (g) => {
      const [current, last] = await Promise.all([
        repo.findCurrentIssue(db, g.gameCode, now),
        repo.findRecentDrawn(db, g.gameCode, 1),
      ]);
      return {
        gameCode: g.gameCode,
        name: g.name,
        group: g.group,
        vendor: g.vendor,
        timeZone: g.timeZone,
        // SPEC numbering for the client (1 = Sunday … 7 = Saturday); the schedule table counts 1 = Monday … 7 = Sunday.
        weekdays: (g.schedule.kind === 'daily' ? g.schedule.weekdays : [1, 2, 3, 4, 5, 6, 7]).map((d) =>
          d === 7 ? 1 : d + 1,
        ),
        digits: g.outcome.kind === 'digits' ? g.outcome.digits : 0,
        playTypes: playTypesOf(g),
        current: current ? issueDto(current) : null,
        last: last[0] ? issueDto(last[0]) : null,
      };
    }),
  );
  return { serverTime: now.toISOString(), games: list };
}

export async function results(db: Db, now: Date, gameCode: string, limit: number) {
  requireGame(gameCode);
  const rows = await repo.findRecentDrawn(db, gameCode, limit);
  return { serverTime: now.toISOString(), gameCode, results: rows.map(issueDto) };
}

/** Public verification: recomputes the outcome from the revealed seed and checks it against the commitment. */
export async function verify(db: Db, now: Date, gameCode: string, issueNo: string) {
  const game = requireGame(gameCode);
  const issue = await repo.findIssue(db, gameCode, issueNo);
  if (!issue)
    throw new AppError(404, ERROR_CODES.LOTTERY_ISSUE_NOT_FOUND, `No issue ${issueNo} of ${gameCode}`);
  const dto = issueDto(issue);
  // The shape (how many numbers of what range) lets a browser recompute the draw on its own (/lottery/verify).
  const shape = game.outcome;
  if (!dto.serverSeed) return { serverTime: now.toISOString(), issue: dto, shape, verified: null };
  const recomputed = computeOutcome(game.outcome, issue.server_seed, issue.issue_no);
  return {
    serverTime: now.toISOString(),
    issue: dto,
    shape,
    recomputed,
    verified:
      commitSeed(issue.server_seed) === issue.seed_commit &&
      JSON.stringify(recomputed) === JSON.stringify(issue.outcome),
  };
}

export function orderDto(o: repo.OrderRow) {
  return {
    orderId: o.id,
    clientKey: o.client_key,
    gameCode: o.game_code,
    issueNo: o.issue_no,
    selections: o.selections.map(({ stakeMinor, ...s }) => ({ ...s, amount: toDecimal(stakeMinor) })),
    currency: o.currency,
    amount: toDecimal(o.stake_minor),
    winAmount: toDecimal(o.win_minor),
    status: o.status,
    createdAt: o.created_at.toISOString(),
    settledAt: o.settled_at ? o.settled_at.toISOString() : null,
  };
}

export async function myOrders(
  db: Db,
  now: Date,
  memberId: number,
  q: { gameCode?: string; pageNo: number; pageSize: number },
) {
  const rows = await repo.findMemberOrders(
    db,
    memberId,
    { gameCode: q.gameCode },
    q.pageSize,
    (q.pageNo - 1) * q.pageSize,
  );
  return { serverTime: now.toISOString(), orders: rows.map(orderDto) };
}
