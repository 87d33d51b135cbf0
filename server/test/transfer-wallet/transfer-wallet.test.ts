import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { RECONCILE_AFTER_MS } from '../../src/modules/transfer-wallet/transfer-wallet.config';
import { applyMove } from '../../src/modules/vendor-demo-transfer/vendor-transfer.service';
import { auditLedger } from '../../src/modules/wallet/ledger-audit';
import { balanceMinor, createPlayer } from '../games/games-fixtures';
import { createTestApp } from '../helpers/test-app';
import { HEALTHY } from '../wallet/ledger-helpers';
import {
  VENDOR,
  clearingBalance,
  recallAll,
  registerDemoVendor,
  setFault,
  statusOf,
  transfer,
  vendorBalance,
  vendorTotalMinor,
  wallets,
} from './transfer-wallet-fixtures';

// Transfer wallets (docs/payments.md "Transfer wallets"): PGlite here (PostgreSQL in CI), the race between two
// processes in transfer-wallet-race.pg.test.ts.
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
  await registerDemoVendor(app);
});
afterEach(async () => {
  await setFault(app, { mode: 'none' });
  app.transferWallets.settings.vendorTimeoutMs = 5_000;
});
afterAll(async () => app.close());

const reconcileLater = () =>
  app.jobs.runNow('transfer-wallet.reconcile', new Date(Date.now() + RECONCILE_AFTER_MS + 1_000));

async function expectBooksAgree() {
  expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
  const pending = await app.db
    .selectFrom('transfer_wallet_transfer')
    .select('id')
    .where('status', '=', 'pending')
    .execute();
  if (pending.length === 0) expect(await clearingBalance(app)).toBe(await vendorTotalMinor(app));
}

test('shows the main wallet and each transfer-wallet vendor with its balance', async () => {
  const member = await createPlayer(app, { balanceMinor: 300_00 });
  const res = await wallets(app, member);
  expect(res.statusCode).toBe(200);
  expect(res.json().value).toEqual({
    currency: 'PHP',
    main: 300,
    vendors: [{ vendor: VENDOR, name: expect.any(String), balance: 0, pending: 0 }],
    min: 1,
    max: 1_000_000,
  });
});

test('in then out: the money moves once each way, and a retry with the same key answers the same transfer', async () => {
  const member = await createPlayer(app, { balanceMinor: 500_00 });
  const clientKey = randomUUID();
  const first = await transfer(app, member, { vendor: VENDOR, direction: 'in', amount: 120.5, clientKey });
  expect(first.statusCode).toBe(200);
  expect(first.json().value).toMatchObject({ status: 'done', amount: 120.5, main: 379.5, replayed: false });
  const again = await transfer(app, member, { vendor: VENDOR, direction: 'in', amount: 120.5, clientKey });
  expect(again.json().value).toMatchObject({
    transferId: first.json().value.transferId,
    status: 'done',
    replayed: true,
  });
  expect(await balanceMinor(app, member.memberId)).toBe(379_50);
  expect(await vendorBalance(app, member)).toBe(120_50);

  const out = await transfer(app, member, {
    vendor: VENDOR,
    direction: 'out',
    amount: 20.5,
    clientKey: randomUUID(),
  });
  expect(out.json().value).toMatchObject({ status: 'done', main: 400 });
  expect(await vendorBalance(app, member)).toBe(100_00);
  expect((await wallets(app, member)).json().value.vendors[0]).toMatchObject({ balance: 100, pending: 0 });
  await expectBooksAgree();
});

test('the same key with another amount is refused with a stable code, nothing moves', async () => {
  const member = await createPlayer(app, { balanceMinor: 100_00 });
  const clientKey = randomUUID();
  await transfer(app, member, { vendor: VENDOR, direction: 'in', amount: 10, clientKey });
  const other = await transfer(app, member, { vendor: VENDOR, direction: 'in', amount: 11, clientKey });
  expect(other.statusCode).toBe(409);
  expect(other.json().code).toBe('TRANSFER_KEY_REUSED');
  const otherWay = await transfer(app, member, { vendor: VENDOR, direction: 'out', amount: 10, clientKey });
  expect(otherWay.json().code).toBe('TRANSFER_KEY_REUSED');
  expect(await balanceMinor(app, member.memberId)).toBe(90_00);
});

test('refuses more than the main wallet holds, more than the vendor holds, bad input and unknown vendors', async () => {
  const member = await createPlayer(app, { balanceMinor: 50_00 });
  const tooMuch = await transfer(app, member, {
    vendor: VENDOR,
    direction: 'in',
    amount: 50.01,
    clientKey: randomUUID(),
  });
  expect([tooMuch.statusCode, tooMuch.json().code]).toEqual([422, 'INSUFFICIENT_BALANCE']);
  const outTooMuch = await transfer(app, member, {
    vendor: VENDOR,
    direction: 'out',
    amount: 1,
    clientKey: randomUUID(),
  });
  expect([outTooMuch.statusCode, outTooMuch.json().code]).toEqual([422, 'TRANSFER_VENDOR_REFUSED']);
  expect(outTooMuch.json().value.reason).toBe('INSUFFICIENT_FUNDS');
  for (const bad of [
    { vendor: VENDOR, direction: 'in', amount: 1.001, clientKey: randomUUID() },
    { vendor: VENDOR, direction: 'in', amount: -5, clientKey: randomUUID() },
    { vendor: VENDOR, direction: 'sideways', amount: 5, clientKey: randomUUID() },
    { vendor: VENDOR, direction: 'in', amount: 5, clientKey: 'not-a-uuid' },
    { vendor: VENDOR, direction: 'in', amount: '5', clientKey: randomUUID() },
  ]) {
    expect((await transfer(app, member, bad)).json().code).toBe('VALIDATION_FAILED');
  }
  const small = await transfer(app, member, {
    vendor: VENDOR,
    direction: 'in',
    amount: 0.5,
    clientKey: randomUUID(),
  });
  expect(small.json().code).toBe('TRANSFER_AMOUNT_OUT_OF_RANGE');
  const unknown = await transfer(app, member, {
    vendor: 'NOPE',
    direction: 'in',
    amount: 5,
    clientKey: randomUUID(),
  });
  expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'TRANSFER_VENDOR_UNKNOWN']);
  const trial = await createPlayer(app, { isAgent: 4 });
  expect(
    (
      await transfer(app, trial, { vendor: VENDOR, direction: 'in', amount: 5, clientKey: randomUUID() })
    ).json().code,
  ).toBe('REAL_ACCOUNT_REQUIRED');
  expect(await balanceMinor(app, member.memberId)).toBe(50_00);
  await expectBooksAgree();
});

test('a vendor refusal voids the hold: the main wallet is whole again, and a retry answers the same refusal', async () => {
  const member = await createPlayer(app, { balanceMinor: 100_00 });
  await setFault(app, { mode: 'refuse', times: 1 });
  const clientKey = randomUUID();
  const refused = await transfer(app, member, { vendor: VENDOR, direction: 'in', amount: 40, clientKey });
  expect([refused.statusCode, refused.json().code, refused.json().value.reason]).toEqual([
    422,
    'TRANSFER_VENDOR_REFUSED',
    'MAINTENANCE',
  ]);
  expect(await balanceMinor(app, member.memberId)).toBe(100_00);
  const retry = await transfer(app, member, { vendor: VENDOR, direction: 'in', amount: 40, clientKey });
  expect(retry.json().code).toBe('TRANSFER_VENDOR_REFUSED');
  expect(await vendorBalance(app, member)).toBe(0);
  await expectBooksAgree();
});

test('a timeout keeps the money held; reconciliation posts it when the vendor did the deposit', async () => {
  const member = await createPlayer(app, { balanceMinor: 100_00 });
  app.transferWallets.settings.vendorTimeoutMs = 100;
  await setFault(app, { mode: 'fail-after', times: 1, delayMs: 400 });
  const res = await transfer(app, member, {
    vendor: VENDOR,
    direction: 'in',
    amount: 30,
    clientKey: randomUUID(),
  });
  expect(res.json().value).toMatchObject({ status: 'pending', main: 70 });
  await new Promise((r) => setTimeout(r, 500));
  expect((await wallets(app, member)).json().value.vendors[0]).toMatchObject({ balance: 30, pending: 1 });
  // Too young for the job: left alone.
  await app.jobs.runNow('transfer-wallet.reconcile');
  expect((await statusOf(app, res.json().value.transferId)).status).toBe('pending');
  await reconcileLater();
  expect(await statusOf(app, res.json().value.transferId)).toEqual({ status: 'done', reason: null });
  expect(await balanceMinor(app, member.memberId)).toBe(70_00);
  await expectBooksAgree();
});

test('a timeout where the vendor did nothing: reconciliation voids the hold, and the late request is refused', async () => {
  const member = await createPlayer(app, { balanceMinor: 100_00 });
  app.transferWallets.settings.vendorTimeoutMs = 100;
  await setFault(app, { mode: 'fail-before', times: 1, delayMs: 300 });
  const clientKey = randomUUID();
  const res = await transfer(app, member, { vendor: VENDOR, direction: 'in', amount: 30, clientKey });
  expect(res.json().value).toMatchObject({ status: 'pending', main: 70 });
  await new Promise((r) => setTimeout(r, 400));
  await reconcileLater();
  expect(await statusOf(app, res.json().value.transferId)).toEqual({ status: 'failed', reason: 'NOT_FOUND' });
  expect(await balanceMinor(app, member.memberId)).toBe(100_00);
  // The member's retry now gets the settled answer; the vendor never takes the closed id.
  const retry = await transfer(app, member, { vendor: VENDOR, direction: 'in', amount: 30, clientKey });
  expect(retry.json().code).toBe('TRANSFER_VENDOR_REFUSED');
  const late = await applyMove(app.db, 'deposit', {
    transferId: res.json().value.transferId,
    player: `m${member.memberId}`,
    currency: 'PHP',
    amountMinor: 30_00,
  });
  expect(late).toMatchObject({ status: 'REFUSED', reason: 'CLOSED' });
  expect(await vendorBalance(app, member)).toBe(0);
  await expectBooksAgree();
});

test('a transfer out whose answer was lost is credited by reconciliation, once', async () => {
  const member = await createPlayer(app, { balanceMinor: 100_00 });
  await transfer(app, member, { vendor: VENDOR, direction: 'in', amount: 60, clientKey: randomUUID() });
  await setFault(app, { mode: 'fail-after', times: 1, delayMs: 0 });
  const clientKey = randomUUID();
  const res = await transfer(app, member, { vendor: VENDOR, direction: 'out', amount: 25, clientKey });
  expect(res.json().value).toMatchObject({ status: 'pending', main: 40 });
  await reconcileLater();
  await reconcileLater();
  expect(await balanceMinor(app, member.memberId)).toBe(65_00);
  const retry = await transfer(app, member, { vendor: VENDOR, direction: 'out', amount: 25, clientKey });
  expect(retry.json().value).toMatchObject({ status: 'done', main: 65, replayed: true });
  expect(await vendorBalance(app, member)).toBe(35_00);
  await expectBooksAgree();
});

test('a retry of a pending transfer asks the vendor again with the same id and settles it', async () => {
  const member = await createPlayer(app, { balanceMinor: 100_00 });
  await setFault(app, { mode: 'fail-after', times: 1, delayMs: 0 });
  const clientKey = randomUUID();
  const first = await transfer(app, member, { vendor: VENDOR, direction: 'in', amount: 10, clientKey });
  expect(first.json().value.status).toBe('pending');
  const retry = await transfer(app, member, { vendor: VENDOR, direction: 'in', amount: 10, clientKey });
  expect(retry.json().value).toMatchObject({ status: 'done', main: 90, replayed: true });
  expect(await vendorBalance(app, member)).toBe(10_00);
  await expectBooksAgree();
});

test('recall all brings the whole vendor balance back; a retry of the same recall moves nothing more', async () => {
  const member = await createPlayer(app, { balanceMinor: 100_00 });
  await transfer(app, member, { vendor: VENDOR, direction: 'in', amount: 75.25, clientKey: randomUUID() });
  const clientKey = randomUUID();
  const res = await recallAll(app, member, clientKey);
  expect(res.statusCode).toBe(200);
  expect(res.json().value).toEqual({
    recalled: [{ vendor: VENDOR, amount: 75.25, status: 'done', code: null }],
    main: 100,
  });
  const again = await recallAll(app, member, clientKey);
  expect(again.json().value).toEqual(res.json().value);
  const nothing = await recallAll(app, member, randomUUID());
  expect(nothing.json().value).toEqual({ recalled: [], main: 100 });
  await setFault(app, { mode: 'fail-before', times: 1, actions: ['balance'] });
  await transfer(app, member, { vendor: VENDOR, direction: 'in', amount: 5, clientKey: randomUUID() });
  const unavailable = await recallAll(app, member, randomUUID());
  expect(unavailable.json().value.recalled).toEqual([
    { vendor: VENDOR, amount: 0, status: 'failed', code: 'VENDOR_UNAVAILABLE' },
  ]);
  expect(await balanceMinor(app, member.memberId)).toBe(95_00);
  await expectBooksAgree();
});

test('the vendor API refuses unsigned calls', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/vendor-demo-transfer/api/deposit',
    payload: { transferId: randomUUID(), player: 'm1', currency: 'PHP', amountMinor: 100 },
  });
  expect(res.statusCode).toBe(401);
});

test("the spec's call names answer the same: GCS_merchantWallet lists the wallets, GCS_walletTransfer moves money", async () => {
  const member = await createPlayer(app, { balanceMinor: 50_00 });
  const moved = await app.inject({
    method: 'POST',
    url: '/wps/relay/GCS_walletTransfer',
    headers: member.headers,
    payload: { vendor: VENDOR, direction: 'in', amount: 20, clientKey: randomUUID() },
  });
  expect(moved.json().value).toMatchObject({ status: 'done', amount: 20, main: 30 });
  const listed = await app.inject({
    method: 'GET',
    url: '/wps/relay/GCS_merchantWallet',
    headers: member.headers,
  });
  expect(listed.json().value).toEqual((await wallets(app, member)).json().value);
  expect(listed.json().value.vendors[0]).toMatchObject({ vendor: VENDOR, balance: 20 });
  await expectBooksAgree();
});
