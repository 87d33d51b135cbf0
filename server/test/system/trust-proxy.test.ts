import type { FastifyInstance } from 'fastify';
import { call } from '../helpers/accounts';
import { createTestApp } from '../helpers/test-app';

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

  it('still honours them when the proxy is trusted (the default outside production)', async () => {
    const trusting = await createTestApp();
    try {
      await call(trusting, {
        method: 'PUT',
        url: '/wps/admin/system/status',
        headers: { 'x-admin-token': trusting.config.ADMIN_TOKEN },
        payload: { mode: 'blocked', countries: ['FR'] },
      });
      const res = await call(trusting, { method: 'GET', url: '/wps/system/status', headers: { 'x-country': 'FR' } });
      expect(res.body.value).toMatchObject({ status: 2, country: 'FR' });
    } finally {
      await trusting.close();
    }
  }, 120_000);
});
