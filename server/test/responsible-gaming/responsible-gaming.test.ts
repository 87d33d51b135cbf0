import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../src/modules/member/password-hash';
import {
  assertDepositAllowed,
  assertNotOnBreak,
  responsibleGaming,
  setDepositLimit,
} from '../../src/modules/responsible-gaming/responsible-gaming.service';
import { createTestApp } from '../helpers/test-app';
import { createPlayer, type TestPlayer } from '../games/games-fixtures';

// Responsible gaming (docs/responsible-gaming.md); PGlite, and PostgreSQL in CI.
let app: FastifyInstance;
let passwordHash: string;
beforeAll(async () => {
  app = await createTestApp();
  passwordHash = await hashPassword('Secret123');
});
afterAll(async () => {
  await app.close();
});

async function player(): Promise<TestPlayer> {
  const p = await createPlayer(app);
  await app.db
    .updateTable('member')
    .set({ password_hash: passwordHash })
    .where('id', '=', p.memberId)
    .execute();
  return p;
}
const call = (p: TestPlayer | null, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: p?.headers ?? {}, ...(payload ? { payload } : {}) });
const deposit = (p: TestPlayer, amount: number) =>
  call(p, 'POST', '/wps/v2/payments/deposits', { channel: 'ewallet', amount });
const limitOf = async (p: TestPlayer, period: string, now?: Date) =>
  (await responsibleGaming(app.db, p.memberId, now)).limits.find((l) => l.period === period)!;

test('a deposit limit applies at once when lowered, counts open orders, and waits 24 h when raised or removed', async () => {
  const p = await player();
  const set = await call(p, 'PUT', '/wps/v2/responsible-gaming/deposit-limits/day', { amount: 500 });
  expect(set.json().value.limits[0]).toMatchObject({ period: 'day', amount: 500, used: 0, pending: null });

  expect((await deposit(p, 300)).statusCode).toBe(200);
  // The open order counts: a second one of 300 would pass 500.
  const over = await deposit(p, 300);
  expect([over.statusCode, over.json().code]).toEqual([422, 'DEPOSIT_LIMIT_EXCEEDED']);
  expect(over.json().value).toEqual({ period: 'day', limit: 500, used: 300, remaining: 200 });
  expect((await deposit(p, 200)).statusCode).toBe(200);

  // Raising waits a day; meanwhile the old limit holds.
  const raised = (
    await call(p, 'PUT', '/wps/v2/responsible-gaming/deposit-limits/day', { amount: 2000 })
  ).json().value.limits[0];
  expect(raised).toMatchObject({ amount: 500, used: 500, pending: { amount: 2000 } });
  expect(Date.parse(raised.pending.effectiveAt) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
  expect((await deposit(p, 100)).json().code).toBe('DEPOSIT_LIMIT_EXCEEDED');
  const tomorrow = new Date(Date.now() + 25 * 3_600_000);
  expect(await limitOf(p, 'day', tomorrow)).toMatchObject({ amount: 2000, pending: null });
  await expect(assertDepositAllowed(app.db, p.memberId, 1_000_00, tomorrow)).resolves.toBeUndefined();

  // Lowering drops a waiting raise and applies now; removal waits like a raise.
  expect(
    (await call(p, 'PUT', '/wps/v2/responsible-gaming/deposit-limits/day', { amount: 400 })).json().value
      .limits[0],
  ).toMatchObject({
    amount: 400,
    pending: null,
  });
  await setDepositLimit(app.db, p.memberId, 'day', null);
  expect(await limitOf(p, 'day')).toMatchObject({ amount: 400, pending: { amount: null } });
  expect(await limitOf(p, 'day', tomorrow)).toMatchObject({ amount: null, pending: null });
  // Week and month limits are checked too.
  await setDepositLimit(app.db, p.memberId, 'week', 600);
  expect((await deposit(p, 150)).json().code).toBe('DEPOSIT_LIMIT_EXCEEDED');
});

test('bad limit requests are refused with a clear code', async () => {
  const p = await player();
  for (const [url, payload, status, code] of [
    ['/wps/v2/responsible-gaming/deposit-limits/year', { amount: 10 }, 400, 'VALIDATION_FAILED'],
    ['/wps/v2/responsible-gaming/deposit-limits/day', { amount: -5 }, 400, 'VALIDATION_FAILED'],
    ['/wps/v2/responsible-gaming/deposit-limits/day', { amount: 10.001 }, 400, 'VALIDATION_FAILED'],
    ['/wps/v2/responsible-gaming/deposit-limits/day', { amount: '10' }, 400, 'VALIDATION_FAILED'],
    ['/wps/v2/responsible-gaming/deposit-limits/day', { amount: 10, extra: 1 }, 400, 'VALIDATION_FAILED'],
  ] as const) {
    const res = await call(p, 'PUT', url, payload);
    expect([url, res.statusCode, res.json().code]).toEqual([url, status, code]);
  }
  expect((await call(null, 'GET', '/wps/v2/responsible-gaming')).statusCode).toBe(401);
  expect((await limitOf(p, 'day')).amount).toBeNull();
});

test('a break needs the login password, ends every session, closes login and deposits until it ends', async () => {
  const p = await player();
  const wrong = await call(p, 'POST', '/wps/v2/responsible-gaming/break', {
    kind: 'cool_off',
    days: 1,
    loginPassword: 'nope',
  });
  expect([wrong.statusCode, wrong.json().code]).toEqual([403, 'REAUTH_FAILED']);
  const odd = await call(p, 'POST', '/wps/v2/responsible-gaming/break', {
    kind: 'cool_off',
    days: 2,
    loginPassword: 'Secret123',
  });
  expect([odd.statusCode, odd.json().code]).toEqual([400, 'VALIDATION_FAILED']);

  const taken = await call(p, 'POST', '/wps/v2/responsible-gaming/break', {
    kind: 'cool_off',
    days: 7,
    loginPassword: 'Secret123',
  });
  expect(taken.json().value.kind).toBe('cool_off');
  const until = Date.parse(taken.json().value.until);
  expect(until - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
  // The session that took the break is over, like every other.
  expect((await call(p, 'GET', '/wps/v2/wallets/balance')).statusCode).toBe(401);

  const login = await app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: { username: p.account, password: 'Secret123' },
    remoteAddress: '10.9.9.9',
  });
  expect([login.statusCode, login.json().code]).toEqual([403, 'ACCOUNT_ON_BREAK']);
  expect(login.json().value).toEqual({ kind: 'cool_off', until: new Date(until).toISOString() });
  await expect(assertDepositAllowed(app.db, p.memberId, 100_00)).rejects.toMatchObject({
    code: 'ACCOUNT_ON_BREAK',
  });
  // After it ends, the door opens again.
  await expect(assertNotOnBreak(app.db, p.memberId, new Date(until + 1_000))).resolves.toBeUndefined();
});
