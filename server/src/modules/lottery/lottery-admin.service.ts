import { ERROR_CODES, minorToDecimal } from '@site/shared/schemas';
import type {
  LotteryAdminIssue,
  LotteryAdminIssueDetail,
  LotteryAdminIssuePage,
  LotteryAdminIssueQuery,
  LotteryIssueActionResult,
  LotteryIssueState,
} from '@site/shared/schemas/operator';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/create-db';
import { AppError } from '../../errors';
import { withAudit } from '../audit/audit.service';
import { commitSeed } from './fairness';
import { LOTTERY_GAMES, findLotteryGame } from './lottery-games';
import * as admin from './lottery-admin.repository';
import * as repo from './lottery.repository';
import { settleIssueInTransaction } from './lottery.service';
import { computeOutcome } from './outcome';

// The back office's lottery desk (docs/back-office.md "Running the site", docs/lottery.md): what the engine did to
// each issue, and the operator's two levers. Both run in ONE transaction with their audit row and settle through the
// engine's own settlement (lottery.service.ts), so money moves only through the ledger under the per-order keys
// (`lottery:refund:<order>`, `lottery:win:<order>`): a repeated call finds nothing pending and pays nothing.

type IssueRow = NonNullable<Awaited<ReturnType<typeof repo.findIssueById>>>;
type Totals = Awaited<ReturnType<typeof admin.orderTotals>>;

const money = (minor: number) => Number(minorToDecimal(minor));

function stateOf(issue: IssueRow, now: Date): LotteryIssueState {
  if (issue.status !== 'open') return issue.status as LotteryIssueState;
  if (issue.open_at > now) return 'planned';
  return issue.close_at <= now ? 'closed' : 'open';
}

function issueView(issue: IssueRow, totals: Totals, now: Date): LotteryAdminIssue {
  const mine = totals.filter((t) => t.issueId === issue.id);
  const count = (status: string) => mine.find((t) => t.status === status)?.count ?? 0;
  const pending = count('pending');
  const refundedStake = mine.find((t) => t.status === 'refunded')?.stakeMinor ?? 0;
  const drawnOrVoided = issue.status !== 'open';
  return {
    gameCode: issue.game_code,
    issueNo: issue.issue_no,
    state: stateOf(issue, now),
    openAt: issue.open_at.toISOString(),
    closeAt: issue.close_at.toISOString(),
    drawAt: issue.draw_at.toISOString(),
    drawnAt: issue.drawn_at ? issue.drawn_at.toISOString() : null,
    settledAt: issue.settled_at ? issue.settled_at.toISOString() : null,
    seedCommit: issue.seed_commit,
    // As the public verify call: the seed only once there is an outcome (a cancel before the draw keeps it secret).
    serverSeed: issue.outcome ? issue.server_seed : null,
    ...(issue.outcome ? { outcome: issue.outcome } : {}),
    settlement: !drawnOrVoided ? 'none' : pending > 0 || !issue.settled_at ? 'pending' : 'done',
    orders: {
      count: mine.reduce((s, t) => s + t.count, 0),
      pending,
      won: count('won'),
      lost: count('lost'),
      refunded: count('refunded'),
      stake: money(mine.reduce((s, t) => s + t.stakeMinor, 0)),
      paid: money(mine.reduce((s, t) => s + t.winMinor, 0) + refundedStake),
    },
  };
}

export async function adminGames(db: Db, now: Date) {
  const games = await Promise.all(
    LOTTERY_GAMES.map(async (g) => {
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
        schedule:
          g.schedule.kind === 'daily'
            ? { kind: 'daily' as const, weekdays: [...g.schedule.weekdays], drawTime: g.schedule.drawTime }
            : { kind: 'interval' as const, cadenceSeconds: g.schedule.cadenceSeconds },
        lockSeconds: g.lockSeconds,
        currentIssueNo: current?.issue_no ?? null,
        nextDrawAt: current ? current.draw_at.toISOString() : null,
        lastDrawnIssueNo: last[0]?.issue_no ?? null,
      };
    }),
  );
  return { games };
}

export async function adminIssues(
  db: Db,
  query: LotteryAdminIssueQuery,
  now: Date,
): Promise<LotteryAdminIssuePage> {
  const { rows, total } = await admin.searchIssues(db, query, now);
  const totals = await admin.orderTotals(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => issueView(r, totals, now)),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}

async function requireIssue(db: Db, gameCode: string, issueNo: string): Promise<IssueRow> {
  const issue = await repo.findIssue(db, gameCode, issueNo);
  if (!issue)
    throw new AppError(404, ERROR_CODES.LOTTERY_ISSUE_NOT_FOUND, `No issue ${issueNo} of ${gameCode}`);
  return issue;
}

export async function adminIssueDetail(
  db: Db,
  gameCode: string,
  issueNo: string,
  now: Date,
): Promise<LotteryAdminIssueDetail> {
  const issue = await requireIssue(db, gameCode, issueNo);
  const [totals, ledger, orders] = await Promise.all([
    admin.orderTotals(db, [issue.id]),
    admin.ledgerTotals(db, issue.id),
    admin.firstOrders(db, issue.id, 50),
  ]);
  const game = findLotteryGame(gameCode);
  const revealed = Boolean(issue.outcome);
  return {
    issue: issueView(issue, totals, now),
    // The same recomputation as the public verify call (lottery-read.service.ts), answered per part.
    fairness: {
      commitMatches: revealed ? commitSeed(issue.server_seed) === issue.seed_commit : null,
      outcomeMatches:
        revealed && game
          ? JSON.stringify(computeOutcome(game.outcome, issue.server_seed, issue.issue_no)) ===
            JSON.stringify(issue.outcome)
          : null,
    },
    ledger: {
      wins: { count: ledger.wins.count, amount: money(ledger.wins.amountMinor) },
      refunds: { count: ledger.refunds.count, amount: money(ledger.refunds.amountMinor) },
    },
    orders: orders.map((o) => ({
      orderId: Number(o.id),
      account: o.member_account,
      stake: money(Number(o.stake_minor)),
      win: money(Number(o.win_minor)),
      currency: o.currency,
      status: o.status,
    })),
  };
}

const stateInvalid = (status: string, extra: Record<string, unknown> = {}) =>
  new AppError(409, ERROR_CODES.LOTTERY_ISSUE_STATE_INVALID, `The issue is ${status}`, { status, ...extra });

/**
 * Cancels an issue and refunds every pending order at once (docs/back-office.md). Allowed while the issue is open
 * (on sale or locked) or drawn with no order settled yet: once some orders have been paid as won or lost, a cancel
 * would mix wins and refunds on one draw. The issue's advisory lock (as a draw takes it) waits for orders in flight
 * and keeps new ones out; the orders' row locks wait for a settlement batch in flight. A second cancel finds the
 * issue voided: 409 LOTTERY_ISSUE_STATE_INVALID.
 */
export async function cancelIssue(
  db: Db,
  request: FastifyRequest,
  gameCode: string,
  issueNo: string,
  reason: string,
  now = new Date(),
): Promise<LotteryIssueActionResult> {
  return withAudit(db, request, async (trx) => {
    const found = await repo.findIssue(trx, gameCode, issueNo);
    if (!found)
      throw new AppError(404, ERROR_CODES.LOTTERY_ISSUE_NOT_FOUND, `No issue ${issueNo} of ${gameCode}`);
    await repo.lockIssueForDraw(trx, found.id);
    const issue = (await admin.lockIssueRow(trx, gameCode, issueNo))!;
    if (issue.status !== 'open' && issue.status !== 'drawn') throw stateInvalid(issue.status);
    const settledOrders = await admin.lockOrdersCountSettled(trx, issue.id);
    if (settledOrders > 0) throw stateInvalid(issue.status, { settledOrders });
    await admin.setVoided(trx, issue.id);
    const refunded = await settleIssueInTransaction(trx, { ...issue, status: 'voided' }, now);
    const after = (await repo.findIssueById(trx, issue.id))!;
    const view = issueView(after, await admin.orderTotals(trx, [issue.id]), now);
    return {
      result: { issue: view, settledNow: refunded },
      audit: {
        action: 'lottery.cancel',
        entity: 'lottery_issue',
        entityId: `${gameCode}:${issueNo}`,
        before: { status: issue.status },
        after: { status: 'voided', refundedOrders: refunded, refunded: view.orders.paid },
        reason,
      },
    };
  });
}

/**
 * Re-runs settlement of one drawn, voided or settled issue now (the job does it every 2 s; this is for an issue
 * that stuck, e.g. after a failed batch). Only pending orders are claimed and each credit has its order's ledger key,
 * so a re-run on a settled issue settles 0 orders and moves nothing.
 */
export async function resettleIssue(
  db: Db,
  request: FastifyRequest,
  gameCode: string,
  issueNo: string,
  reason: string,
  now = new Date(),
): Promise<LotteryIssueActionResult> {
  return withAudit(db, request, async (trx) => {
    const issue = await admin.lockIssueRow(trx, gameCode, issueNo);
    if (!issue)
      throw new AppError(404, ERROR_CODES.LOTTERY_ISSUE_NOT_FOUND, `No issue ${issueNo} of ${gameCode}`);
    if (issue.status === 'open') throw stateInvalid('open');
    const before = issueView(issue, await admin.orderTotals(trx, [issue.id]), now);
    const settled = await settleIssueInTransaction(trx, issue, now);
    const after = (await repo.findIssueById(trx, issue.id))!;
    const view = issueView(after, await admin.orderTotals(trx, [issue.id]), now);
    return {
      result: { issue: view, settledNow: settled },
      audit: {
        action: 'lottery.settle',
        entity: 'lottery_issue',
        entityId: `${gameCode}:${issueNo}`,
        before: { status: issue.status, pendingOrders: before.orders.pending },
        after: { status: after.status, settledOrders: settled },
        reason,
      },
    };
  });
}
