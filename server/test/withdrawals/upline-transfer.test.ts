import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { auditLedger } from '../../src/modules/wallet/ledger-audit';
import { balanceMinor, createPlayer, type TestPlayer } from '../games/games-fixtures';
import { createTestApp } from '../helpers/test-app';
import { HEALTHY } from '../wallet/ledger-helpers';
import { PIN, memberUnderUpline } from './upline-fixtures';

// Transfer to upline (docs/payments.md "Transfer to upline"); PGlite here, PostgreSQL in CI, and the race between two
// processes in upline-transfer-race.pg.test.ts.
let app: FastifyInstance;
const blockedMembers = new Set<number>();
beforeAll(async () => {
  app = await createTestApp();
  // A requirement that holds back only the members a test puts in the set (what deposit turnover does for real).
  app.withdrawalRequirements.register(async (_db, memberId) =>
    blockedMembers.has(memberId)
      ? [{ kind: 'deposit-turnover', requiredMinor: 100_00, progressMinor: 40_00, lockedMinor: 0 }]
      : [],
  );
});
afterAll(async () => app.close());

const send = (p: TestPlayer | null, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/wps/v2/transfers/upline',
    headers: p?.headers ?? {},
    payload: payload as object,
  });
const info = (p: TestPlayer) =>
  app.inject({ method: 'GET', url: '/wps/v2/transfers/upline', headers: p.headers });

test('moves the amount to the direct upline at once; a retry with the same key moves nothing again', async () => {
  const { member, upline } = await memberUnderUpline(app, 500_00);
  const before = (await info(member)).json().value;
  expect(before).toMatchObject({
    allowed: true,
    upline: { account: upline.account },
    available: 500,
    min: 1,
    hasWithdrawalPassword: true,
    recent: [],
  });
  const clientKey = randomUUID();
  const first = await send(member, { amount: 120.5, withdrawalPassword: PIN, clientKey });
  expect(first.statusCode).toBe(200);
  expect(first.json().value).toMatchObject({
    amount: 120.5,
    toAccount: upline.account,
    balanceAfter: 379.5,
    replayed: false,
  });
  const again = await send(member, { amount: 120.5, withdrawalPassword: PIN, clientKey });
  expect(again.json().value).toMatchObject({
    transactionId: first.json().value.transactionId,
    replayed: true,
  });
  const otherAmount = await send(member, { amount: 99, withdrawalPassword: PIN, clientKey });
  expect([otherAmount.statusCode, otherAmount.json().code]).toEqual([409, 'TRANSFER_KEY_REUSED']);
  expect(await balanceMinor(app, member.memberId)).toBe(379_50);
  expect(await balanceMinor(app, upline.memberId)).toBe(120_50);
  expect((await info(member)).json().value.recent).toEqual([
    { transactionId: first.json().value.transactionId, amount: 120.5, at: expect.any(String) },
  ]);
  // Each side is told once, the retry told nobody again.
  const messages = await app.db
    .selectFrom('member_message')
    .select(['member_id', 'kind'])
    .where('kind', 'like', 'upline.transfer.%')
    .where('member_id', 'in', [member.memberId, upline.memberId])
    .orderBy('kind')
    .execute();
  expect(messages).toEqual([
    { member_id: upline.memberId, kind: 'upline.transfer.received' },
    { member_id: member.memberId, kind: 'upline.transfer.sent' },
  ]);
  expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
});

test('refusals say why and move nothing', async () => {
  const { member, upline } = await memberUnderUpline(app, 100_00);
  const tries: [unknown, number, string][] = [
    [{ amount: 150, withdrawalPassword: PIN, clientKey: randomUUID() }, 422, 'INSUFFICIENT_BALANCE'],
    [{ amount: 0.5, withdrawalPassword: PIN, clientKey: randomUUID() }, 422, 'TRANSFER_AMOUNT_OUT_OF_RANGE'],
    [{ amount: 10, withdrawalPassword: '000000', clientKey: randomUUID() }, 403, 'WITHDRAWAL_PASSWORD_WRONG'],
    [{ amount: 10.001, withdrawalPassword: PIN, clientKey: randomUUID() }, 400, 'VALIDATION_FAILED'],
    [{ amount: -10, withdrawalPassword: PIN, clientKey: randomUUID() }, 400, 'VALIDATION_FAILED'],
    [{ amount: '10', withdrawalPassword: PIN, clientKey: randomUUID() }, 400, 'VALIDATION_FAILED'],
    [{ amount: 10, withdrawalPassword: PIN, clientKey: 'again' }, 400, 'VALIDATION_FAILED'],
    [
      { amount: 10, withdrawalPassword: PIN, clientKey: randomUUID(), toAccount: 'someone' },
      400,
      'VALIDATION_FAILED',
    ],
  ];
  for (const [payload, status, code] of tries) {
    const res = await send(member, payload);
    expect([res.statusCode, res.json().code]).toEqual([status, code]);
  }
  blockedMembers.add(member.memberId);
  const blocked = await send(member, { amount: 10, withdrawalPassword: PIN, clientKey: randomUUID() });
  expect([blocked.statusCode, blocked.json().code]).toEqual([422, 'WITHDRAWAL_REQUIREMENT_NOT_MET']);
  expect(await balanceMinor(app, member.memberId)).toBe(100_00);
  expect(await balanceMinor(app, upline.memberId)).toBe(0);

  const orphan = await createPlayer(app, { balanceMinor: 100_00 });
  expect((await info(orphan)).json().value).toMatchObject({ allowed: false, upline: null });
  expect(
    (await send(orphan, { amount: 10, withdrawalPassword: PIN, clientKey: randomUUID() })).json().code,
  ).toBe('NO_UPLINE');
  expect(
    (await send(null, { amount: 10, withdrawalPassword: PIN, clientKey: randomUUID() })).statusCode,
  ).toBe(401);
});
