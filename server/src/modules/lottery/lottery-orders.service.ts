import { ERROR_CODES } from '@site/shared/schemas';
import type { Db } from '../../db/create-db';
import { AppError } from '../../errors';
import { lotteryHouseOwnerRef, postingRefusal, type PostingRefusal } from '../wallet/ledger.service';
import { findLotteryGame, type LotteryGameDef } from './lottery-games';
import type { OrderSelection } from './lottery.table';
import * as repo from './lottery.repository';
import { checkSelection } from './play-types';

// Placing orders and chases (docs/lottery.md): checked against the game and the open issue, debited through the
// ledger at placement with a key per order, replayed (not placed twice) for the same client key.

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

/** The game, or the 404 every lottery call answers for an unknown code. */
export function requireGame(gameCode: string): LotteryGameDef {
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

  // One statement does the rest (migration 0502 lottery_place_order; docs/lottery.md "Orders and money").
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
