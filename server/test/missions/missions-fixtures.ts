import type { FastifyInstance } from 'fastify';
import type { TestPlayer } from '../games/games-fixtures';

const DAY_MS = 86_400_000;
let counter = 0;

export const adminHeaders = (app: FastifyInstance) => ({ 'x-admin-token': app.config.ADMIN_TOKEN as string });

export interface MissionInput {
  period?: 'daily' | 'weekly';
  kind?: 'valid_bet' | 'games' | 'deposit';
  target?: number;
  reward?: number;
  startAt?: string;
  endAt?: string | null;
  enabled?: boolean;
}

/** A mission through the operator call (running since 60 days before `since`, no end), answering its id. */
export async function createMission(app: FastifyInstance, input: MissionInput = {}, since = new Date()) {
  counter += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/wps/admin/missions',
    headers: adminHeaders(app),
    payload: {
      code: `M${process.pid}-${counter}`,
      title: `Mission ${counter}`,
      period: input.period ?? 'daily',
      kind: input.kind ?? 'valid_bet',
      target: input.target ?? 100,
      reward: input.reward ?? 5,
      startAt: input.startAt ?? new Date(since.getTime() - 60 * DAY_MS).toISOString(),
      endAt: input.endAt ?? null,
      enabled: input.enabled ?? true,
    },
  });
  if (res.statusCode !== 200) throw new Error(`mission not created: ${res.body}`);
  return res.json().value.id as number;
}

/** Missions are global: each test switches off what the tests before it created. */
export async function disableAllMissions(app: FastifyInstance) {
  await app.db.updateTable('mission').set({ enabled: false }).execute();
}

/** A round straight into bet_record (what the seamless wallet and the lottery write), settled at `at`. */
export async function bet(
  app: FastifyInstance,
  player: { memberId: number; account: string },
  validMinor: number,
  at: Date,
  opts: { game?: string; status?: 'settled' | 'cancelled' | 'open' } = {},
) {
  counter += 1;
  const status = opts.status ?? 'settled';
  const id = `mission-${process.pid}-${counter}`;
  await app.db
    .insertInto('bet_record')
    .values({
      vendor: 'TEST',
      round_id: id,
      bet_transaction_id: id,
      member_id: player.memberId,
      member_account: player.account,
      game_id: opts.game ?? 'TEST_GAME',
      game_type: 'SLOT',
      currency: 'PHP',
      bet_minor: validMinor,
      valid_bet_minor: status === 'cancelled' ? 0 : validMinor,
      status,
      created_at: at,
      settled_at: status === 'open' ? null : at,
    })
    .execute();
}

/** A deposit order with its status and payment time (the gateway path is covered by the payments tests). */
export async function depositOrder(
  app: FastifyInstance,
  player: TestPlayer,
  amountMinor: number,
  paidAt: Date,
  status: 'paid' | 'pending' | 'failed' = 'paid',
) {
  await app.db
    .insertInto('deposit_order')
    .values({
      member_id: player.memberId,
      channel: 'ewallet',
      currency: 'PHP',
      amount_minor: amountMinor,
      status,
      expires_at: new Date(paidAt.getTime() + 15 * 60_000),
      paid_at: status === 'paid' ? paidAt : null,
      created_at: paidAt,
    })
    .execute();
}
