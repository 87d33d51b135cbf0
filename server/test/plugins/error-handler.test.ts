import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@site/shared/schemas';
import { bearer, call, createSeededApp, loginAs } from '../helpers/accounts';
import { isBadInputDatabaseError } from '../../src/plugins/error-handler';

let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  app = await createSeededApp();
  token = await loginAs(app, 'demo', 'Demo1234');
});
afterAll(async () => {
  await app.close();
});

const catalogue = new Set<string>(Object.values(ERROR_CODES));

describe('bad input is a 4xx in the one envelope (issue 34)', () => {
  it.each([
    ['GET', '/wps/promotions/2147483648', false],
    ['GET', '/wps/promotions/7130174296424448', false],
    ['GET', '/wps/points/redemptions/7130174296424448', true],
    ['POST', '/wps/missions/2147483648/claim', true],
    ['POST', '/wps/promotions/2147483648/claim', true],
    ['GET', '/wps/promotions/applications/2147483648/images/0', true],
    ['GET', '/wps/promotions/1e5', false],
    ['GET', '/wps/promotions/0x10', false],
    ['GET', '/wps/system/dropdown?menuGroup=%00', false],
    ['GET', '/wps/games/popup?gameType=%00', false],
    ['GET', '/wps/games/list?pageNo=1e2', false],
  ] as const)('%s %s answers 400 VALIDATION_FAILED', async (method, url, member) => {
    const res = await call(app, { method, url, ...(member ? { headers: bearer(token) } : {}) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: ERROR_CODES.VALIDATION_FAILED });
  });

  it.each([
    [{ nodeId: 2 ** 31, vendor: 'PG', gameType: 'RNG' }],
    [{ nodeId: '1e5', vendor: 'PG', gameType: 'RNG' }],
    [{ nodeId: 7, vendor: 'P\u0000G', gameType: 'RNG' }],
  ])('POST and DELETE /wps/games/favourites with %j answer 400', async (payload) => {
    for (const method of ['POST', 'DELETE'] as const) {
      const res = await call(app, { method, url: '/wps/games/favourites', headers: bearer(token), payload });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    }
  });

  it('2147483647 is still a well-formed id: a plain 404', async () => {
    const res = await call(app, { method: 'GET', url: '/wps/promotions/2147483647' });
    expect(res.status).toBe(404);
    expect(res.body.success).toBe(false);
  });
});

describe("Fastify's own errors answer the envelope", () => {
  it.each([
    ['GET', '/wps/v2/withdrawals/%ZZ', 400, ERROR_CODES.MALFORMED_URL],
    ['GET', '/wps/no-such-call', 404, ERROR_CODES.NOT_FOUND],
  ] as const)('%s %s → %i %s', async (method, url, status, code) => {
    const res = await app.inject({ method, url });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ success: false, code, message: expect.any(String), value: null });
  });

  it('a path parameter over maxParamLength answers the envelope (414 URL_TOO_LONG, or 404 where the router finds no match)', async () => {
    const res = await app.inject({ url: `/wps/v2/withdrawals/${'9'.repeat(120)}` });
    const expected = { 414: ERROR_CODES.URL_TOO_LONG, 404: ERROR_CODES.NOT_FOUND }[
      res.statusCode as 414 | 404
    ];
    expect(expected).toBeDefined();
    expect(res.json()).toEqual({ success: false, code: expected, message: expect.any(String), value: null });
  });

  it('a body over the limit is 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, code: ERROR_CODES.PAYLOAD_TOO_LARGE });
  });

  it('an unsupported media type is 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, code: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE });
  });

  it('every code the platform answers is in the catalogue', () => {
    for (const code of ['MALFORMED_URL', 'URL_TOO_LONG', 'INVALID_INPUT_VALUE', 'PAYLOAD_TOO_LARGE']) {
      expect(catalogue.has(code)).toBe(true);
    }
  });
});

describe('database errors caused by input', () => {
  it.each(['22003', '22P02', '22021', '22001', '22007'])('class 22 code %s is bad input', (code) => {
    expect(isBadInputDatabaseError(Object.assign(new Error('x'), { code }))).toBe(true);
  });
  it.each(['23505', '40001', '57014', 'ECONNREFUSED', undefined])('%s is not', (code) => {
    expect(isBadInputDatabaseError(Object.assign(new Error('x'), { code }))).toBe(false);
  });

  it('a value the database refuses answers 400 INVALID_INPUT_VALUE; any other failure is a logged 500', async () => {
    const probe = (await import('../helpers/test-app')).createTestApp;
    const local = await probe();
    local.get('/wps/test/db-probe', async (request) => {
      const { sql } = await import('kysely');
      const q = request.query as { v: string };
      if (q.v === 'boom') throw new Error('not an input problem');
      return sql`select ${q.v}::integer as n`.execute(local.db);
    });
    try {
      const bad = await local.inject({ url: '/wps/test/db-probe?v=2147483648' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ success: false, code: ERROR_CODES.INVALID_INPUT_VALUE });
      const text = await local.inject({ url: '/wps/test/db-probe?v=abc' });
      expect(text.json()).toMatchObject({ code: ERROR_CODES.INVALID_INPUT_VALUE });
      const boom = await local.inject({ url: '/wps/test/db-probe?v=boom' });
      expect(boom.statusCode).toBe(500);
      expect(boom.json()).toEqual({
        success: false,
        code: ERROR_CODES.INTERNAL_ERROR,
        message: 'Internal error',
        value: null,
      });
    } finally {
      await local.close();
    }
  });
});
