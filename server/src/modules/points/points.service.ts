import {
  ERROR_CODES,
  minorToDecimal,
  type PointBalance,
  type PointConfig,
  type PointConvertRequest,
  type PointConvertResult,
  type PointEntry,
} from '@site/shared/schemas';
import { withTransaction, type DbOrTrx } from '../../db/with-transaction';
import { findLotteryGame } from '../lottery/lottery-games';
import { LOTTERY_VENDOR } from '../lottery/lottery.repository';
import { AppError } from '../../errors';
import { isTrialAccount } from '../member/account-type';
import { burnPasswordCheck, verifyPassword } from '../member/password-hash';
import { ensureMemberAccount, postTransaction, systemAccount } from '../wallet/ledger.service';
import {
  ACCRUAL_WINDOW_MS,
  CASH_MINOR_PER_POINT,
  MIN_CONVERT_POINTS,
  POINTS_PER_UNIT,
  pointsForValidBet,
} from './points.config';
import {
  findEntry,
  findMemberAuth,
  insertEntry,
  listEntries,
  lockMember,
  sumPoints,
  unaccruedBets,
} from './points.repository';

/** Points (docs/promotions.md "Points"): earned from settled valid bets, never expire, converted to cash once per key. */

export function config(): PointConfig {
  return {
    pointsPerUnit: POINTS_PER_UNIT,
    cashPerPoint: minorToDecimal(CASH_MINOR_PER_POINT),
    minConvertPoints: MIN_CONVERT_POINTS,
  };
}

export async function balance(db: DbOrTrx, memberId: number): Promise<PointBalance> {
  const points = await sumPoints(db, memberId);
  return { points, cashValue: minorToDecimal(points * CASH_MINOR_PER_POINT) };
}

export async function history(db: DbOrTrx, memberId: number): Promise<PointEntry[]> {
  return (await listEntries(db, memberId, 100)).map((e) => ({
    id: e.id,
    kind: e.kind as PointEntry['kind'],
    points: Number(e.points),
    amount: e.cash_minor === null ? null : minorToDecimal(Number(e.cash_minor)),
    reference: reference(e.ref_key, e.id),
    createdAt: e.created_at.toISOString(),
    gameName:
      e.bet_vendor === LOTTERY_VENDOR ? (findLotteryGame(e.bet_game_id ?? '')?.name ?? null) : e.game_name,
  }));
}

/** What the details table shows: the round, the redemption, or an opaque id for a conversion (its key is the client's). */
function reference(refKey: string, id: number): string {
  if (refKey.startsWith('bet:')) return refKey;
  const redemption = /^(redeem|refund):(\d+)$/.exec(refKey);
  return redemption ? `redemption-${redemption[2]}` : `convert-${id}`;
}

/** The accrual job: each settled round earns its points once (keyed `bet:<id>`). */
export async function accrue(db: DbOrTrx, now: Date): Promise<number> {
  const bets = await unaccruedBets(db, new Date(now.getTime() - ACCRUAL_WINDOW_MS), 1000);
  let earned = 0;
  for (const bet of bets) {
    const points = pointsForValidBet(Number(bet.valid_bet_minor));
    // A zero entry still marks the round as done, so the job never scans it again.
    if (await insertEntry(db, { memberId: bet.member_id, kind: 'earn', points, refKey: `bet:${bet.id}` })) {
      earned += points;
    }
  }
  return earned;
}

/**
 * The login password check before points are spent (convert, redeem): outside any lock, the hash is slow. A member
 * without a password still pays the hashing time, so the answer's timing tells nothing.
 */
export async function requireLoginPassword(db: DbOrTrx, memberId: number, password: string): Promise<void> {
  const auth = await findMemberAuth(db, memberId);
  if (!auth) throw new AppError(401, ERROR_CODES.NOT_LOGGED_IN, 'You are not logged in, please login');
  if (isTrialAccount(auth.type))
    throw new AppError(403, ERROR_CODES.REAL_ACCOUNT_REQUIRED, 'Please register an account first');
  if (!auth.password_hash) await burnPasswordCheck(password);
  if (!auth.password_hash || !(await verifyPassword(password, auth.password_hash))) {
    throw new AppError(403, ERROR_CODES.POINTS_PASSWORD_WRONG, 'The password is incorrect');
  }
}

/**
 * Converts points to cash: password first (outside any lock: the hash is slow), then under the member's row lock
 * the balance check, the entry and the ledger credit together. Same key + same points → the first answer again.
 */
export async function convert(
  db: DbOrTrx,
  memberId: number,
  request: PointConvertRequest,
): Promise<PointConvertResult> {
  await requireLoginPassword(db, memberId, request.password);
  if (request.points < MIN_CONVERT_POINTS) {
    throw new AppError(422, ERROR_CODES.POINTS_BELOW_MINIMUM, 'Below the minimum conversion', {
      min: MIN_CONVERT_POINTS,
    });
  }
  const refKey = `convert:${memberId}:${request.requestKey}`;
  const cashMinor = request.points * CASH_MINOR_PER_POINT;
  const replayed = await withTransaction(db, async (trx) => {
    const member = await lockMember(trx, memberId);
    if (!member) throw new AppError(401, ERROR_CODES.NOT_LOGGED_IN, 'You are not logged in, please login');
    const earlier = await findEntry(trx, refKey);
    if (earlier) {
      if (-Number(earlier.points) !== request.points) {
        throw new AppError(
          409,
          ERROR_CODES.POINTS_KEY_REUSED,
          'This conversion key was used for another amount',
        );
      }
      return true;
    }
    if ((await sumPoints(trx, memberId)) < request.points) {
      throw new AppError(422, ERROR_CODES.POINTS_INSUFFICIENT, 'Not enough points');
    }
    await insertEntry(trx, { memberId, kind: 'convert', points: -request.points, cashMinor, refKey });
    const [house, wallet] = [
      await systemAccount(trx, 'house', member.currency),
      await ensureMemberAccount(trx, memberId, member.currency),
    ];
    await postTransaction(trx, {
      idempotencyKey: `points:${refKey}`,
      kind: 'points_convert',
      legs: [
        { accountId: house.id, amountMinor: -cashMinor },
        { accountId: wallet.id, amountMinor: cashMinor },
      ],
      metadata: { points: request.points },
    });
    return false;
  });
  return {
    points: request.points,
    amount: minorToDecimal(cashMinor),
    balance: await balance(db, memberId),
    replayed,
  };
}
