import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../src/modules/member/password-hash';
import { insertEntry } from '../../src/modules/points/points.repository';
import { createPlayer, type TestPlayer } from '../games/games-fixtures';

export const PASSWORD = 'Reward1234';
const DAY_MS = 24 * 60 * 60 * 1000;
let counter = 0;

/** A real member with a login password and `points` points (one earn entry). */
export async function memberWithPoints(app: FastifyInstance, points: number): Promise<TestPlayer> {
  const player = await createPlayer(app);
  await app.db
    .updateTable('member')
    .set({ password_hash: await hashPassword(PASSWORD) })
    .where('id', '=', player.memberId)
    .execute();
  counter += 1;
  await insertEntry(app.db, {
    memberId: player.memberId,
    kind: 'earn',
    points,
    refKey: `test:${process.pid}:${counter}`,
  });
  return player;
}

/** A running reward (started yesterday, no end) unless told otherwise. */
export async function insertReward(
  app: FastifyInstance,
  reward: {
    kind?: 'cash' | 'item';
    pointsCost?: number;
    cashMinor?: number | null;
    stock?: number | null;
    perMemberLimit?: number | null;
    startAt?: Date;
    endAt?: Date | null;
    enabled?: boolean;
  } = {},
): Promise<number> {
  counter += 1;
  const kind = reward.kind ?? 'item';
  const row = await app.db
    .insertInto('point_reward')
    .values({
      code: `R${process.pid}_${counter}`,
      names: JSON.stringify({ en: `Reward ${counter}`, 'zh-CN': `奖品 ${counter}` }),
      kind,
      points_cost: reward.pointsCost ?? 100,
      cash_minor: kind === 'cash' ? (reward.cashMinor ?? 500) : null,
      stock: reward.stock === undefined ? null : reward.stock,
      per_member_limit: reward.perMemberLimit ?? null,
      start_at: reward.startAt ?? new Date(Date.now() - DAY_MS),
      end_at: reward.endAt ?? null,
      enabled: reward.enabled ?? true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

let keyCounter = 0;
export const newKey = () => {
  keyCounter += 1;
  return `key-${process.pid}-${keyCounter}-${Math.random().toString(36).slice(2, 8)}`;
};

export function redeem(
  app: FastifyInstance,
  player: TestPlayer,
  body: { rewardId: number; password?: string; requestKey?: string },
) {
  return app.inject({
    method: 'POST',
    url: '/wps/points/rewards/redeem',
    headers: player.headers,
    payload: { password: PASSWORD, requestKey: newKey(), ...body },
  });
}

export function decide(app: FastifyInstance, id: number, action: 'approve' | 'reject', remark = '') {
  return app.inject({
    method: 'POST',
    url: `/wps/admin/points/redemptions/${id}/${action}`,
    headers: { 'x-admin-token': app.config.ADMIN_TOKEN },
    payload: { remark },
  });
}

export async function pointsOf(app: FastifyInstance, player: TestPlayer): Promise<number> {
  const res = await app.inject({ url: '/wps/points/balance', headers: player.headers });
  return res.json().value.points as number;
}

export async function stockOf(app: FastifyInstance, rewardId: number): Promise<number | null> {
  const row = await app.db
    .selectFrom('point_reward')
    .select('stock')
    .where('id', '=', rewardId)
    .executeTakeFirstOrThrow();
  return row.stock;
}
