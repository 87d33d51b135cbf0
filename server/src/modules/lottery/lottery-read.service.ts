import { ERROR_CODES } from '@site/shared/schemas';
import type { Db } from '../../db/create-db';
import { AppError } from '../../errors';
import { commitSeed } from './fairness';
import { LOTTERY_GAMES, type LotteryGameDef } from './lottery-games';
import * as repo from './lottery.repository';
import { computeOutcome } from './outcome';
import { KENO_PAYTABLE, PLAY_TYPES } from './play-types';
import { requireGame } from './lottery-orders.service';

// The read side (docs/lottery.md): menus, results, verification and the member's orders; every answer carries
// serverTime.

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
        // The client's numbering (1 = Sunday … 7 = Saturday); the schedule table counts 1 = Monday … 7 = Sunday.
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
