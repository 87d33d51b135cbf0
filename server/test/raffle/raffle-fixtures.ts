import type { FastifyInstance } from 'fastify';

const DAY_MS = 86_400_000;
let counter = 0;

export const adminHeaders = (app: FastifyInstance) => ({ 'x-admin-token': app.config.ADMIN_TOKEN as string });

/** The raffle's tables are reached the way its repository does (they are not in db/database.ts). */
/** The app's database, where the raffle's tables are (for setup and reading the outcome). */
export const raffleDb = (app: FastifyInstance) => app.db;

export interface RuleInput {
  kind?: 'bet_count' | 'deposit';
  threshold?: number;
  maxTickets?: number;
  prizes?: Array<{ amount: number; weight: number }>;
  startAt?: string;
  endAt?: string | null;
}

export function ruleBody(input: RuleInput = {}) {
  counter += 1;
  return {
    code: `R${process.pid}-${counter}`,
    title: `Raffle ${counter}`,
    kind: input.kind ?? 'bet_count',
    threshold: input.threshold ?? 2,
    maxTickets: input.maxTickets ?? 3,
    prizes: input.prizes ?? [{ amount: 5, weight: 1 }],
    startAt: input.startAt ?? new Date(Date.now() - 30 * DAY_MS).toISOString(),
    endAt: input.endAt ?? null,
  };
}

/** A rule through the operator call, answering its id. */
export async function createRule(app: FastifyInstance, input: RuleInput = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/wps/admin/raffle/rules',
    headers: adminHeaders(app),
    payload: ruleBody(input),
  });
  if (res.statusCode !== 200) throw new Error(`raffle rule not created: ${res.body}`);
  return res.json().value.id as number;
}

/** Rules are global: each test switches off what the tests before it created. */
export async function disableAllRules(app: FastifyInstance) {
  await raffleDb(app).updateTable('raffle_rule').set({ enabled: false }).execute();
}

/** A round straight into bet_record (what the seamless wallet and the lottery write), settled at `at`. */
export async function bet(
  app: FastifyInstance,
  player: { memberId: number; account: string },
  at: Date,
  opts: { status?: 'settled' | 'cancelled' | 'open'; validMinor?: number } = {},
) {
  counter += 1;
  const status = opts.status ?? 'settled';
  const validMinor = opts.validMinor ?? 10_00;
  const id = `raffle-${process.pid}-${counter}`;
  await app.db
    .insertInto('bet_record')
    .values({
      vendor: 'TEST',
      round_id: id,
      bet_transaction_id: id,
      member_id: player.memberId,
      member_account: player.account,
      game_id: 'TEST_GAME',
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

export async function depositOrder(
  app: FastifyInstance,
  player: { memberId: number },
  amountMinor: number,
  paidAt: Date,
  status: 'paid' | 'pending' = 'paid',
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
