import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../helpers/test-app';

const ADMIN = 'test-admin-token-0123456789';
const report = {
  remote: 'mfe_lobby',
  version: 'v2',
  stage: 'entry',
  message: 'ScriptNetworkError',
  url: '/releases/mfe-lobby/v2/remoteEntry.js',
};
let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({ ADMIN_TOKEN: ADMIN });
});
afterAll(async () => {
  await app.close();
});

function post(body: unknown, ip = '10.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/wps/telemetry/remote-error',
    payload: body as object,
    remoteAddress: ip,
  });
}

describe('POST /wps/telemetry/remote-error', () => {
  it('stores a valid report that ops can list with the admin token', async () => {
    const res = await post(report);
    expect(res.json()).toEqual({ success: true, value: null, message: null, code: 'OK' });
    const list = await app.inject({
      url: '/wps/telemetry/remote-errors?limit=5',
      headers: { 'x-admin-token': ADMIN },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().value[0]).toMatchObject({ ...report, created_at: expect.stringMatching(/^\d{4}-/) });
  });

  it.each([
    ['an unknown stage', { ...report, stage: 'boom' }],
    ['a missing field', { remote: 'mfe_lobby', version: 'v2', stage: 'entry', message: 'x' }],
    ['an unknown field', { ...report, extra: 1 }],
    ['an overlong message', { ...report, message: 'x'.repeat(501) }],
  ])('rejects %s with VALIDATION_FAILED', async (_label, body) => {
    const res = await post(body, '10.0.0.2');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it('rate-limits one client without affecting another', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 22; i += 1) codes.push((await post(report, '10.0.0.3')).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(codes.slice(20)).toEqual([429, 429]);
    const limited = await post(report, '10.0.0.3');
    expect(limited.json()).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
    expect((await post(report, '10.0.0.4')).statusCode).toBe(200);
  });

  it('keeps the list behind the admin token', async () => {
    expect((await app.inject({ url: '/wps/telemetry/remote-errors' })).statusCode).toBe(401);
    const wrong = await app.inject({
      url: '/wps/telemetry/remote-errors',
      headers: { 'x-admin-token': 'nope' },
    });
    expect(wrong.json()).toMatchObject({ success: false, code: 'ADMIN_UNAUTHORIZED' });
  });
});
