import type { FastifyInstance } from 'fastify';
import { balanceResultSchema } from '@site/shared/schemas';
import { createTestApp } from '../helpers/test-app';
import { createPlayer } from '../games/games-fixtures';

describe('wallet HTTP API', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
    // A route failing unexpectedly, to see what the error handler lets out.
    app.get('/wps/test/boom', async () => {
      throw new Error('connection string postgres://secret@db');
    });
  });
  afterAll(async () => {
    await app.close();
  });

  const fundMember = (memberId: number, amountMinor: number, key: string) =>
    app.inject({
      method: 'POST',
      url: '/wps/dev/ledger/fund',
      payload: { idempotencyKey: key, memberId, currency: 'PHP', amountMinor },
    });

  describe('GET /wps/v2/wallets/balance', () => {
    it('answers 401 NOT_LOGGED_IN without a session', async () => {
      const res = await app.inject({ method: 'GET', url: '/wps/v2/wallets/balance' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
    });

    it('opens the main wallet at 0 for a new member', async () => {
      const player = await createPlayer(app);
      const res = await app.inject({
        method: 'GET',
        url: '/wps/v2/wallets/balance',
        headers: player.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        code: 'OK',
        message: null,
        value: { sumBalance: 0, currency: 'PHP', wallets: [{ wallet: 'MAIN', currency: 'PHP', balance: 0 }] },
      });
    });

    it('returns decimals with 2 places from integer minor units', async () => {
      const player = await createPlayer(app);
      expect((await fundMember(player.memberId, 123_450, `fund:${player.memberId}`)).statusCode).toBe(200);
      expect((await fundMember(player.memberId, 7, `fund2:${player.memberId}`)).statusCode).toBe(200);
      const res = await app.inject({
        method: 'GET',
        url: '/wps/v2/wallets/balance',
        headers: player.headers,
      });
      const value = balanceResultSchema.parse(res.json().value);
      expect(value.sumBalance).toBe(1234.57);
      expect(value.wallets).toEqual([{ wallet: 'MAIN', currency: 'PHP', balance: 1234.57 }]);
    });
  });

  describe('dev ledger endpoints and the error envelope', () => {
    let from: number;
    let to: number;
    beforeAll(async () => {
      from = (await fundMember(9001, 1_000, 'fund:9001')).json().value.accountId;
      to = (await fundMember(9002, 1, 'fund:9002')).json().value.accountId;
    });
    const transfer = (payload: unknown) =>
      app.inject({ method: 'POST', url: '/wps/dev/ledger/transfer', payload: payload as object });

    it('moves money and replays a retried key', async () => {
      const body = { idempotencyKey: 't:1', fromAccountId: from, toAccountId: to, amountMinor: 250 };
      const first = await transfer(body);
      const again = await transfer(body);
      expect(first.statusCode).toBe(200);
      expect(first.json().value.replayed).toBe(false);
      expect(again.json().value).toMatchObject({
        replayed: true,
        transactionId: first.json().value.transactionId,
      });
    });

    it('answers 409 DUPLICATE_TRANSACTION and 422 INSUFFICIENT_BALANCE with the actual balance', async () => {
      const dup = await transfer({
        idempotencyKey: 't:1',
        fromAccountId: from,
        toAccountId: to,
        amountMinor: 251,
      });
      expect(dup.statusCode).toBe(409);
      expect(dup.json()).toMatchObject({ success: false, code: 'DUPLICATE_TRANSACTION' });
      const broke = await transfer({
        idempotencyKey: 't:2',
        fromAccountId: from,
        toAccountId: to,
        amountMinor: 10_000,
      });
      expect(broke.statusCode).toBe(422);
      expect(broke.json()).toEqual({
        success: false,
        code: 'INSUFFICIENT_BALANCE',
        message: 'Insufficient balance',
        value: { accountId: from, balanceMinor: 750 },
      });
    });

    it('answers 400 VALIDATION_FAILED listing the issues for unknown fields and wrong types', async () => {
      const res = await transfer({
        idempotencyKey: 't:3',
        fromAccountId: 'x',
        toAccountId: to,
        amountMinor: 1,
        extra: 1,
      });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      const paths = body.value.issues.map((i: { path: string }) => i.path);
      expect(paths).toEqual(expect.arrayContaining(['fromAccountId']));
      expect(JSON.stringify(body.value.issues)).toMatch(/extra/);
    });

    it('answers 400 MALFORMED_JSON, 413 PAYLOAD_TOO_LARGE and 404 NOT_FOUND in the envelope', async () => {
      const malformed = await app.inject({
        method: 'POST',
        url: '/wps/dev/ledger/transfer',
        headers: { 'content-type': 'application/json' },
        payload: '{"idempotencyKey": ',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ success: false, code: 'MALFORMED_JSON' });
      const huge = await app.inject({
        method: 'POST',
        url: '/wps/dev/ledger/transfer',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ idempotencyKey: 'x'.repeat(2 * 1024 * 1024) }),
      });
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
      const missing = await app.inject({ method: 'GET', url: '/wps/no/such/call' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    });

    it('answers 500 INTERNAL_ERROR without leaking the cause', async () => {
      const res = await app.inject({ method: 'GET', url: '/wps/test/boom' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        success: false,
        code: 'INTERNAL_ERROR',
        message: 'Internal error',
        value: null,
      });
      expect(res.body).not.toMatch(/secret/);
    });

    it('reports healthy invariants', async () => {
      const res = await app.inject({ method: 'GET', url: '/wps/dev/ledger/invariants' });
      expect(res.json().value).toMatchObject({ sumOfBalances: 0, driftedAccounts: [], negativeAccounts: [] });
    });
  });
});

describe('production', () => {
  it('does not expose the dev ledger endpoints in production', async () => {
    // Production would publish every app's build into the releases folder on its first start (seconds of copying,
    // and into the repository's own folder): not what this test is about.
    const app = await createTestApp({ NODE_ENV: 'production', devMode: false, PUBLISH_ON_START: false });
    try {
      const res = await app.inject({ method: 'GET', url: '/wps/dev/ledger/invariants' });
      expect(res.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
