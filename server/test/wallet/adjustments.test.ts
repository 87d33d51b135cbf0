import type { FastifyInstance } from 'fastify';
import { parseWalletArgs } from '../../src/modules/wallet/adjustments-cli';
import { createTestApp } from '../helpers/test-app';
import { balanceMinor, createPlayer, ledgerSum } from '../games/games-fixtures';

// Operator balance adjustments (docs/payments.md "Operator adjustments"); PGlite, and PostgreSQL in CI.
let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await createTestApp();
  admin = { 'x-admin-token': app.config.ADMIN_TOKEN, 'x-admin-actor': 'ops.cara' };
});
afterAll(async () => {
  await app.close();
});

const adjust = (payload: unknown, headers = admin) =>
  app.inject({ method: 'POST', url: '/wps/admin/wallet/adjustments', headers, payload: payload as object });

test('credit and debit with a reason, once per key, never below 0, listed with who, why and when', async () => {
  const player = await createPlayer(app, { balanceMinor: 100_00 });
  const sumBefore = await ledgerSum(app);

  const credit = await adjust({
    account: player.account,
    amount: 25.5,
    reason: 'Goodwill for outage',
    idempotencyKey: 'adj-key-0001',
  });
  expect(credit.json()).toMatchObject({
    success: true,
    value: {
      account: player.account,
      amount: 25.5,
      actor: 'automation:ops.cara',
      balanceAfter: 125.5,
      replayed: false,
    },
  });
  // The same request again (a retried CLI call): nothing moves a second time.
  const again = await adjust({
    account: player.account,
    amount: 25.5,
    reason: 'Goodwill for outage',
    idempotencyKey: 'adj-key-0001',
  });
  expect(again.json().value).toMatchObject({ replayed: true, balanceAfter: 125.5 });
  // The same key with another amount is a different request: refused.
  expect(
    (
      await adjust({
        account: player.account,
        amount: 30,
        reason: 'Goodwill',
        idempotencyKey: 'adj-key-0001',
      })
    ).json().code,
  ).toBe('DUPLICATE_TRANSACTION');
  const debit = await adjust({
    account: player.account,
    amount: -20,
    reason: 'Bonus abuse clawback',
    idempotencyKey: 'adj-key-0002',
  });
  expect(debit.json().value.balanceAfter).toBe(105.5);
  const tooMuch = await adjust({
    account: player.account,
    amount: -200,
    reason: 'Clawback',
    idempotencyKey: 'adj-key-0003',
  });
  expect([tooMuch.statusCode, tooMuch.json().code]).toEqual([422, 'INSUFFICIENT_BALANCE']);
  expect(await balanceMinor(app, player.memberId)).toBe(105_50);
  expect(await ledgerSum(app)).toBe(sumBefore);

  const list = await app.inject({
    url: `/wps/admin/wallet/adjustments?account=${player.account}`,
    headers: admin,
  });
  expect(
    list
      .json()
      .value.map((a: { amount: number; reason: string; actor: string }) => [a.amount, a.reason, a.actor]),
  ).toEqual([
    [-20, 'Bonus abuse clawback', 'automation:ops.cara'],
    [25.5, 'Goodwill for outage', 'automation:ops.cara'],
  ]);
  // The member sees it in account records under its own kind.
  const records = await app.inject({ url: '/wps/v2/records/account?preset=today', headers: player.headers });
  expect(records.json().value.rows.filter((r: { kind: string }) => r.kind === 'adjustment')).toHaveLength(2);
});

test('bad requests are refused with a clear code and move nothing; no credential, no adjustment', async () => {
  const player = await createPlayer(app, { balanceMinor: 10_00 });
  const base = { account: player.account, amount: 5, reason: 'Because', idempotencyKey: 'adj-bad-0001' };
  const cases: [unknown, number, string][] = [
    [{ ...base, amount: 0 }, 400, 'VALIDATION_FAILED'],
    [{ ...base, amount: 1.234 }, 400, 'VALIDATION_FAILED'],
    [{ ...base, amount: '5' }, 400, 'VALIDATION_FAILED'],
    [{ ...base, amount: 2_000_000 }, 400, 'VALIDATION_FAILED'],
    [{ ...base, reason: 'no' }, 400, 'VALIDATION_FAILED'],
    [{ ...base, idempotencyKey: 'short' }, 400, 'VALIDATION_FAILED'],
    [{ ...base, extra: 1 }, 400, 'VALIDATION_FAILED'],
    [{ ...base, account: 'nobody-here' }, 404, 'MEMBER_NOT_FOUND'],
  ];
  for (const [payload, status, code] of cases) {
    const res = await adjust(payload);
    expect([JSON.stringify(payload), res.statusCode, res.json().code]).toEqual([
      JSON.stringify(payload),
      status,
      code,
    ]);
  }
  const anonymous = await adjust(base, {});
  expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'STAFF_UNAUTHENTICATED']);
  const wrong = await adjust(base, { 'x-admin-token': 'not-the-token' });
  expect(wrong.statusCode).toBe(401);
  expect(await balanceMinor(app, player.memberId)).toBe(10_00);
});

test('the CLI parses an adjustment with the shared schema and keeps a given key', () => {
  expect(
    parseWalletArgs([
      'adjust',
      'demo',
      '-12.50',
      '--reason',
      'Duplicate deposit',
      '--key',
      'ticket-4711',
      '--as',
      'cara',
    ]),
  ).toEqual({
    kind: 'adjust',
    actor: 'cara',
    request: { account: 'demo', amount: -12.5, reason: 'Duplicate deposit', idempotencyKey: 'ticket-4711' },
  });
  const generated = parseWalletArgs(['adjust', 'demo', '5', '--reason', 'Goodwill']);
  expect(generated.kind === 'adjust' && generated.request.idempotencyKey.length).toBeGreaterThanOrEqual(8);
  expect(parseWalletArgs(['adjustments', 'demo'])).toEqual({ kind: 'list', account: 'demo' });
  expect(() => parseWalletArgs(['adjust', 'demo', '5'])).toThrow(/reason/);
  expect(() => parseWalletArgs(['adjust', 'demo', 'abc', '--reason', 'Goodwill'])).toThrow(/amount/);
  expect(() => parseWalletArgs([])).toThrow(/Usage/);
});
