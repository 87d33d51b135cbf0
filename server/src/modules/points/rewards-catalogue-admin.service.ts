import { ERROR_CODES, decimalToMinor, minorToDecimal } from '@site/shared/schemas';
import type { Db } from '../../db/create-db';
import { withTransaction } from '../../db/with-transaction';
import { AppError } from '../../errors';
import {
  codeTakenByOther,
  insertReward,
  listAllRewards,
  lockReward,
  updateReward,
  type RewardValues,
} from './rewards.repository';
import { adminRewardSchema, type AdminRewardInput, type AdminRewardPatch } from './rewards.schema';

/**
 * Operator side of the points mall catalogue: list, create, edit. An edit never touches redemptions already made:
 * their points and cash were copied onto the redemption, so a new cost or amount applies from the next redeem.
 * `stock` is what is left (redeems take from it, rejections give back), so an operator sets the remaining count.
 */

type RewardRow = Awaited<ReturnType<typeof listAllRewards>>[number];

function toValues(input: AdminRewardInput): RewardValues {
  return {
    code: input.code,
    names: input.names,
    kind: input.kind,
    pointsCost: input.pointsCost,
    cashMinor: input.amount === null ? null : decimalToMinor(input.amount),
    stock: input.stock,
    perMemberLimit: input.perMemberLimit,
    color: input.color,
    startAt: new Date(input.startAt),
    endAt: input.endAt ? new Date(input.endAt) : null,
    enabled: input.enabled,
    sort: input.sort,
  };
}

/** The operator's view of a reward; the same shape create and edit accept (plus the id). */
export function adminRewardDto(row: RewardRow) {
  return {
    id: row.id,
    code: row.code,
    names: (typeof row.names === 'string' ? JSON.parse(row.names) : row.names) as Record<string, string>,
    kind: row.kind as AdminRewardInput['kind'],
    pointsCost: row.points_cost,
    amount: row.cash_minor === null ? null : minorToDecimal(Number(row.cash_minor)),
    stock: row.stock,
    perMemberLimit: row.per_member_limit,
    color: row.color,
    startAt: row.start_at.toISOString(),
    endAt: row.end_at ? row.end_at.toISOString() : null,
    enabled: row.enabled,
    sort: row.sort,
  };
}

const codeTaken = () =>
  new AppError(409, ERROR_CODES.POINTS_REWARD_CODE_EXISTS, 'A reward with this code exists');

export async function listRewardsForOperator(db: Db) {
  return (await listAllRewards(db)).map(adminRewardDto);
}

export async function createReward(db: Db, input: AdminRewardInput) {
  const row = await insertReward(db, toValues(input));
  if (!row) throw codeTaken();
  return adminRewardDto(row);
}

/**
 * Applies a patch under the reward's row lock, then checks the result as a whole (a cash reward keeps an amount, the
 * end stays after the start) with the create schema: a patch valid on its own may still be refused.
 */
export async function editReward(db: Db, id: number, patch: AdminRewardPatch) {
  return withTransaction(db, async (trx) => {
    const current = await lockReward(trx, id);
    if (!current) throw new AppError(404, ERROR_CODES.POINTS_REWARD_NOT_FOUND, 'Reward not found');
    const { id: _id, ...stored } = adminRewardDto(current);
    const merged = adminRewardSchema.safeParse({ ...stored, ...patch });
    if (!merged.success) {
      const issues = merged.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, issues[0]?.message ?? 'Invalid reward', {
        issues,
      });
    }
    if (await codeTakenByOther(trx, merged.data.code, id)) throw codeTaken();
    return adminRewardDto(await updateReward(trx, id, toValues(merged.data)));
  });
}
