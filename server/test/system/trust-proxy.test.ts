import type { FastifyInstance } from 'fastify';
import { call, createSeededApp } from '../helpers/accounts';
import { createTestApp } from '../helpers/test-app';
import { loadConfig } from '../../src/config';

// Without a trusted proxy in front, X-Forwarded-For and X-Country are the client's own words:
// honouring them would let anyone choose the address per-IP limits count and dodge the region block.
describe('proxy headers without TRUST_PROXY', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: false });
    await call(app, {
      method: 'PUT',
      url: '/wps/admin/system/status',
      headers: { 'x-admin-token': app.config.ADMIN_TOKEN },
      payload: { mode: 'blocked', countries: ['FR'] },
    });
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  it('ignores the country and address a client claims', async () => {
    const res = await call(app, {
      method: 'GET',
      url: '/wps/system/status',
      headers: { 'x-country': 'FR', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(res.body.value.status).toBe(0);
    const whitelabel = await call(app, {
      method: 'GET',
      url: '/wps/system/whitelabel',
      headers: { 'x-country': 'FR', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(whitelabel.body.value.location.ip).toBe('127.0.0.1');
    expect(whitelabel.body.value.location.country).not.toBe('FR');
  });

  it('is the default in every mode: a test app trusts no proxy either', async () => {
    const plain = await createTestApp();
    try {
      expect(plain.config.TRUST_PROXY).toBe(false);
      const whitelabel = await call(plain, {
        method: 'GET',
        url: '/wps/system/whitelabel',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(whitelabel.body.value.location.ip).toBe('127.0.0.1');
    } finally {
      await plain.close();
    }
  }, 120_000);
});

// Behind ONE proxy that appends the address it saw (nginx `$proxy_add_x_forwarded_for`), the client's own
// X-Forwarded-For comes first and the real address last: trusting one hop takes the real one.
describe.each([
  ['a hop count', '1'],
  ['the proxy address', '127.0.0.1'],
])('behind an appending proxy trusted by %s', (_label, trust) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createSeededApp({
      TRUST_PROXY: loadConfig({ NODE_ENV: 'test', TRUST_PROXY: trust }).TRUST_PROXY,
    });
    await call(app, {
      method: 'PUT',
      url: '/wps/admin/system/status',
      headers: { 'x-admin-token': app.config.ADMIN_TOKEN },
      payload: { mode: 'blocked', countries: ['FR'] },
    });
  }, 120_000);
  afterAll(async () => app.close());

  const viaProxy = (forged: string | null, real: string, country: string) => ({
    'x-forwarded-for': forged ? `${forged}, ${real}` : real,
    'x-country': country,
  });

  it('counts the address the proxy saw, never the one the client forged before it', async () => {
    const res = await call(app, {
      method: 'GET',
      url: '/wps/system/whitelabel',
      headers: viaProxy('203.0.113.9', '198.51.100.7', 'PH'),
    });
    expect(res.body.value.location.ip).toBe('198.51.100.7');
  });

  it('per-address limits follow the real address: a forged one per request does not reset the captcha demand', async () => {
    const real = '198.51.100.23';
    for (const victim of ['agent1', 'agent2', 'expired']) {
      await call(app, {
        method: 'POST',
        url: '/wps/session/login',
        payload: { username: victim, password: 'Summer2026!' },
        headers: viaProxy(`10.9.9.${victim.length}`, real, 'PH'),
      });
    }
    const next = await call(app, {
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'player1', password: 'Summer2026!' },
      headers: viaProxy('10.9.9.99', real, 'PH'),
    });
    expect(next.body.code).toBe('CAPTCHA_REQUIRED');
  });

  it('takes the country from the trusted proxy', async () => {
    const res = await call(app, {
      method: 'GET',
      url: '/wps/system/status',
      headers: viaProxy(null, '198.51.100.8', 'FR'),
    });
    expect(res.body.value).toMatchObject({ status: 2, country: 'FR' });
  });
});

test("refuses TRUST_PROXY=true (the left-most address is the client's own word) and names the choices", () => {
  expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' })).toThrow(
    /TRUST_PROXY: use false, a hop count/,
  );
  expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toEqual([
    '10.0.0.0/8',
    '127.0.0.1',
  ]);
});
