import {
  ERROR_CODES,
  minorToDecimal,
  type PointRedeemRequest,
  type PointRedeemResult,
  type PointRedemption,
  type PointRedemptionPage,
  type PointReward,
} from '@site/shared/schemas';
import { withTransaction, type DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { insertEntry, lockMember, sumPoints } from './points.repository';
import { balance, requireLoginPassword } from './points.service';
import { rewardImageUrl } from './reward-image';
import {
  countActiveByReward,
  findRedemption,
  findRedemptionByKey,
  findReward,
  insertRedemption,
  listMemberRedemptions,
  listRewards,
  takeStock,
  type RedemptionRow,
  findRewardByCode,
} from './rewards.repository';

/** Points mall (docs/promotions.md "Points mall"): the catalogue, redeeming and the member's own redemptions. */

type RewardRow = NonNullable<Awaited<ReturnType<typeof findReward>>>;

/** The name in the language asked for, else English, else the code (an operator may add languages later). */
export const nameIn = (names: Record<string, string>, language: string, code = '') =>
  names[language] ?? names.en ?? code;

const cashOf = (minor: string | number | null) => (minor === null ? null : minorToDecimal(Number(minor)));

function rewardDto(row: RewardRow, language: string, redeemedByMe: number): PointReward {
  return {
    id: row.id,
    code: row.code,
    name: nameIn(row.names, language, row.code),
    kind: row.kind as PointReward['kind'],
    pointsCost: row.points_cost,
    amount: cashOf(row.cash_minor),
    stock: row.stock,
    perMemberLimit: row.per_member_limit,
    redeemedByMe,
    imageUrl: rewardImageUrl(row.code),
    startAt: row.start_at.toISOString(),
    endAt: row.end_at ? row.end_at.toISOString() : null,
  };
}

export function redemptionDto(row: RedemptionRow, language: string): PointRedemption {
  return {
    id: row.id,
    rewardId: row.reward_id,
    rewardName: nameIn(row.names, language),
    kind: row.kind as PointRedemption['kind'],
    points: row.points,
    amount: cashOf(row.cash_minor),
    status: row.status as PointRedemption['status'],
    remark: row.remark,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at ? row.decided_at.toISOString() : null,
  };
}

export async function catalogue(
  db: DbOrTrx,
  memberId: number | null,
  language: string,
  now: Date,
): Promise<PointReward[]> {
  const rows = await listRewards(db, now);
  const mine = memberId === null ? new Map<number, number>() : await countActiveByReward(db, memberId);
  return rows.map((row) => rewardDto(row, language, mine.get(row.id) ?? 0));
}

/** The reward, once every check that refuses before anything is written has passed (member row locked by the caller). */
async function redeemableReward(trx: DbOrTrx, memberId: number, rewardId: number, now: Date) {
  const reward = await findReward(trx, rewardId);
  if (!reward || !reward.enabled) {
    throw new AppError(404, ERROR_CODES.POINTS_REWARD_NOT_FOUND, 'Reward not found');
  }
  if (reward.start_at > now || (reward.end_at && reward.end_at <= now)) {
    throw new AppError(422, ERROR_CODES.POINTS_REWARD_NOT_ACTIVE, 'This reward is not available now');
  }
  if (reward.per_member_limit !== null) {
    const used = (await countActiveByReward(trx, memberId, reward.id)).get(reward.id) ?? 0;
    if (used >= reward.per_member_limit) {
      throw new AppError(422, ERROR_CODES.POINTS_REWARD_LIMIT_REACHED, 'Redemption limit reached', {
        limit: reward.per_member_limit,
      });
    }
  }
  if ((await sumPoints(trx, memberId)) < reward.points_cost) {
    throw new AppError(422, ERROR_CODES.POINTS_INSUFFICIENT, 'Not enough points');
  }
  return reward;
}

/**
 * Redeems a reward: password first (outside any lock), then under the member's row lock the key, the window, the
 * per-member limit, the balance and the stock; the points are taken at once and the redemption waits `processing`
 * for an operator. Same key + same reward → the same redemption again; same key, other reward → POINTS_KEY_REUSED.
 */
export async function redeem(
  db: DbOrTrx,
  memberId: number,
  request: PointRedeemRequest,
  language: string,
  now: Date,
): Promise<PointRedeemResult> {
  await requireLoginPassword(db, memberId, request.password);
  const { id, replayed } = await withTransaction(db, async (trx) => {
    if (!(await lockMember(trx, memberId))) {
      throw new AppError(401, ERROR_CODES.NOT_LOGGED_IN, 'You are not logged in, please login');
    }
    const earlier = await findRedemptionByKey(trx, memberId, request.requestKey);
    if (earlier) {
      if (earlier.reward_id !== request.rewardId) {
        throw new AppError(
          409,
          ERROR_CODES.POINTS_KEY_REUSED,
          'This request key was used for another reward',
        );
      }
      return { id: earlier.id, replayed: true };
    }
    const reward = await redeemableReward(trx, memberId, request.rewardId, now);
    if (reward.stock !== null && !(await takeStock(trx, reward.id))) {
      throw new AppError(409, ERROR_CODES.POINTS_REWARD_OUT_OF_STOCK, 'This reward is out of stock');
    }
    const cashMinor = reward.cash_minor === null ? null : Number(reward.cash_minor);
    const redemptionId = await insertRedemption(trx, {
      memberId,
      rewardId: reward.id,
      points: reward.points_cost,
      cashMinor,
      requestKey: request.requestKey,
    });
    await insertEntry(trx, {
      memberId,
      kind: 'redeem',
      points: -reward.points_cost,
      refKey: `redeem:${redemptionId}`,
    });
    return { id: redemptionId, replayed: false };
  });
  const row = await findRedemption(db, id);
  if (!row) throw new AppError(500, ERROR_CODES.INTERNAL_ERROR, 'Redemption vanished');
  return { redemption: redemptionDto(row, language), balance: await balance(db, memberId), replayed };
}

export async function myRedemptions(
  db: DbOrTrx,
  memberId: number,
  query: { page: number; pageSize: number },
  language: string,
): Promise<PointRedemptionPage> {
  const { items, total } = await listMemberRedemptions(db, memberId, query.page, query.pageSize);
  return {
    items: items.map((r) => redemptionDto(r, language)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One of my redemptions; someone else's answers exactly like a missing one (no probing of ids). */
export async function myRedemption(
  db: DbOrTrx,
  memberId: number,
  id: number,
  language: string,
): Promise<PointRedemption> {
  const row = await findRedemption(db, id);
  if (!row || row.member_id !== memberId) {
    throw new AppError(404, ERROR_CODES.POINTS_REDEMPTION_NOT_FOUND, 'Redemption not found');
  }
  return redemptionDto(row, language);
}

/** The reward with this code (its picture), undefined when there is none. */
export function findRewardForImage(db: DbOrTrx, code: string) {
  return findRewardByCode(db, code);
}
