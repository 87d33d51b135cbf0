import type { DbOrTrx } from '../../db/with-transaction';

/** Enabled rewards inside their active window, in the catalogue order. */
export async function listRewards(db: DbOrTrx, now: Date) {
  return db
    .selectFrom('point_reward')
    .selectAll()
    .where('enabled', '=', true)
    .where('start_at', '<=', now)
    .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', now)]))
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function findReward(db: DbOrTrx, id: number) {
  return db.selectFrom('point_reward').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findRewardByCode(db: DbOrTrx, code: string) {
  return db.selectFrom('point_reward').selectAll().where('code', '=', code).executeTakeFirst();
}

/**
 * Takes one from a limited stock; false when none is left. One conditional UPDATE, so two members redeeming the last
 * one at once on PostgreSQL cannot both get it (the second waits for the first's row lock, then sees 0).
 */
export async function takeStock(db: DbOrTrx, rewardId: number): Promise<boolean> {
  const result = await db
    .updateTable('point_reward')
    .set((eb) => ({ stock: eb('stock', '-', 1) }))
    .where('id', '=', rewardId)
    .where('stock', '>', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function returnStock(db: DbOrTrx, rewardId: number): Promise<void> {
  await db
    .updateTable('point_reward')
    .set((eb) => ({ stock: eb('stock', '+', 1) }))
    .where('id', '=', rewardId)
    .where('stock', 'is not', null)
    .execute();
}

/** Processing + approved redemptions per reward for one member (rejected ones give the slot back). */
export async function countActiveByReward(db: DbOrTrx, memberId: number, rewardId?: number) {
  let query = db
    .selectFrom('point_redemption')
    .select(['reward_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('member_id', '=', memberId)
    .where('status', '!=', 'rejected')
    .groupBy('reward_id');
  if (rewardId !== undefined) query = query.where('reward_id', '=', rewardId);
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.reward_id, Number(r.n)]));
}

const redemptionColumns = [
  'r.id',
  'r.member_id',
  'r.reward_id',
  'r.points',
  'r.cash_minor',
  'r.request_key',
  'r.status',
  'r.remark',
  'r.created_at',
  'r.decided_at',
  'w.names',
  'w.kind',
] as const;

export async function findRedemptionByKey(db: DbOrTrx, memberId: number, requestKey: string) {
  return db
    .selectFrom('point_redemption as r')
    .innerJoin('point_reward as w', 'w.id', 'r.reward_id')
    .select(redemptionColumns)
    .where('r.member_id', '=', memberId)
    .where('r.request_key', '=', requestKey)
    .executeTakeFirst();
}

export async function findRedemption(db: DbOrTrx, id: number) {
  return db
    .selectFrom('point_redemption as r')
    .innerJoin('point_reward as w', 'w.id', 'r.reward_id')
    .select(redemptionColumns)
    .where('r.id', '=', id)
    .executeTakeFirst();
}

export type RedemptionRow = NonNullable<Awaited<ReturnType<typeof findRedemption>>>;

export async function insertRedemption(
  db: DbOrTrx,
  values: {
    memberId: number;
    rewardId: number;
    points: number;
    cashMinor: number | null;
    requestKey: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('point_redemption')
    .values({
      member_id: values.memberId,
      reward_id: values.rewardId,
      points: values.points,
      cash_minor: values.cashMinor,
      request_key: values.requestKey,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function listMemberRedemptions(db: DbOrTrx, memberId: number, page: number, pageSize: number) {
  const [items, total] = await Promise.all([
    db
      .selectFrom('point_redemption as r')
      .innerJoin('point_reward as w', 'w.id', 'r.reward_id')
      .select(redemptionColumns)
      .where('r.member_id', '=', memberId)
      .orderBy('r.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('point_redemption')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(total.n) };
}

export async function listRedemptionsForOperator(db: DbOrTrx, status?: string) {
  let query = db
    .selectFrom('point_redemption as r')
    .innerJoin('point_reward as w', 'w.id', 'r.reward_id')
    .innerJoin('member as m', 'm.id', 'r.member_id')
    .select([...redemptionColumns, 'm.account', 'w.code'])
    .orderBy('r.id', 'desc')
    .limit(200);
  if (status) query = query.where('r.status', '=', status);
  return query.execute();
}

/** The redemption's row lock: two operators deciding at once decide it once. */
export async function lockRedemption(db: DbOrTrx, id: number) {
  return db
    .selectFrom('point_redemption')
    .select(['id', 'member_id', 'reward_id', 'points', 'cash_minor', 'status'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function decideRedemption(
  db: DbOrTrx,
  id: number,
  status: 'approved' | 'rejected',
  remark: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('point_redemption')
    .set({ status, remark: remark || null, decided_at: now })
    .where('id', '=', id)
    .where('status', '=', 'processing')
    .execute();
}

/** The member's wallet currency (what a cash reward is paid in). */
export function memberCurrency(db: DbOrTrx, memberId: number) {
  return db.selectFrom('member').select('currency').where('id', '=', memberId).executeTakeFirstOrThrow();
}

// --- operator catalogue (rewards-admin.service.ts) ------------------------------------------------------------------

export interface RewardValues {
  code: string;
  names: Record<string, string>;
  kind: string;
  pointsCost: number;
  cashMinor: number | null;
  stock: number | null;
  perMemberLimit: number | null;
  color: string;
  startAt: Date;
  endAt: Date | null;
  enabled: boolean;
  sort: number;
}

const rewardColumns = (v: RewardValues) => ({
  code: v.code,
  names: JSON.stringify(v.names),
  kind: v.kind,
  points_cost: v.pointsCost,
  cash_minor: v.cashMinor,
  stock: v.stock,
  per_member_limit: v.perMemberLimit,
  color: v.color,
  start_at: v.startAt,
  end_at: v.endAt,
  enabled: v.enabled,
  sort: v.sort,
});

/** Every reward, switched off and out of window included: the operator's view. */
export async function listAllRewards(db: DbOrTrx) {
  return db.selectFrom('point_reward').selectAll().orderBy('sort').orderBy('id').execute();
}

/** undefined when another reward has the code. */
export async function insertReward(db: DbOrTrx, values: RewardValues) {
  return db
    .insertInto('point_reward')
    .values(rewardColumns(values))
    .onConflict((oc) => oc.column('code').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** The reward's row lock: two operators editing at once apply their patches one after the other. */
export async function lockReward(db: DbOrTrx, id: number) {
  return db.selectFrom('point_reward').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function codeTakenByOther(db: DbOrTrx, code: string, id: number): Promise<boolean> {
  const other = await db
    .selectFrom('point_reward')
    .select('id')
    .where('code', '=', code)
    .where('id', '<>', id)
    .executeTakeFirst();
  return other !== undefined;
}

export async function updateReward(db: DbOrTrx, id: number, values: RewardValues) {
  return db
    .updateTable('point_reward')
    .set(rewardColumns(values))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
