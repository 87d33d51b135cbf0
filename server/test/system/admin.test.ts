import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config';
import { viaDatabase } from '../../src/modules/system/admin-call';
import { parseAdminArgs, runAdminCli } from '../../src/modules/system/admin-cli-runner';
import { call } from '../helpers/accounts';
import { createTestApp } from '../helpers/test-app';

describe('admin endpoints and CLI', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // As deployed: behind one proxy that sets X-Country (the region block reads it).
    app = await createTestApp({ TRUST_PROXY: 1 });
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });
  const admin = () => ({ 'x-admin-token': app.config.ADMIN_TOKEN });

  it('refuses admin calls without the right token and changes nothing', async () => {
    for (const [headers, code] of [
      [{}, 'STAFF_UNAUTHENTICATED'],
      [{ 'x-admin-token': 'wrong-token-wrong-token' }, 'ADMIN_UNAUTHORIZED'],
    ] as const) {
      const res = await call(app, {
        method: 'PUT',
        url: '/wps/admin/system/flags/loginRequiredForHome',
        headers,
        payload: { value: true },
      });
      expect([res.status, res.body.code]).toEqual([401, code]);
    }
    const wl = await call(app, { method: 'GET', url: '/wps/system/whitelabel' });
    expect(wl.body.value.flags.loginRequiredForHome).toBe(false);
  });

  it('sets a flag that the whitelabel tree then shows', async () => {
    const res = await call(app, {
      method: 'PUT',
      url: '/wps/admin/system/flags/loginRequiredForHome',
      headers: admin(),
      payload: { value: true },
    });
    expect(res.body.value.flags.loginRequiredForHome).toBe(true);
    const wl = await call(app, { method: 'GET', url: '/wps/system/whitelabel' });
    expect(wl.body.value.flags.loginRequiredForHome).toBe(true);
    expect(
      wl.body.value.modules.find((m: { modId: string }) => m.modId === 'loginRequiredForHome').enabled,
    ).toBe(true);
    const unknown = await call(app, {
      method: 'PUT',
      url: '/wps/admin/system/flags/notAFlag',
      headers: admin(),
      payload: { value: true },
    });
    expect(unknown.body.code).toBe('VALIDATION_FAILED');
    const wrongType = await call(app, {
      method: 'PUT',
      url: '/wps/admin/system/flags/freePlay',
      headers: admin(),
      payload: { value: 'yes' },
    });
    expect(wrongType.body.code).toBe('VALIDATION_FAILED');
  });

  it('switches status: maintenance with an end, region block by country, back to normal', async () => {
    await call(app, {
      method: 'PUT',
      url: '/wps/admin/system/status',
      headers: admin(),
      payload: { mode: 'maintenance', until: '2099-11-23T10:00Z' },
    });
    const m = await call(app, { method: 'GET', url: '/wps/system/status' });
    expect(m.body.value).toMatchObject({
      status: 1,
      maintenance: true,
      maintenanceEnd: '2099-11-23T10:00:00.000Z',
    });
    await call(app, {
      method: 'PUT',
      url: '/wps/admin/system/status',
      headers: admin(),
      payload: { mode: 'maintenance', until: '2000-01-01T00:00Z' },
    });
    expect((await call(app, { method: 'GET', url: '/wps/system/status' })).body.value.status).toBe(0);
    await call(app, {
      method: 'PUT',
      url: '/wps/admin/system/status',
      headers: admin(),
      payload: { mode: 'blocked', countries: ['US', 'FR'] },
    });
    const fr = await call(app, { method: 'GET', url: '/wps/system/status', headers: { 'x-country': 'FR' } });
    expect(fr.body.value).toMatchObject({ status: 2, regionRestriction: true, country: 'FR' });
    const ph = await call(app, { method: 'GET', url: '/wps/system/status', headers: { 'x-country': 'PH' } });
    expect(ph.body.value.status).toBe(0);
    await call(app, {
      method: 'PUT',
      url: '/wps/admin/system/status',
      headers: admin(),
      payload: { mode: 'normal' },
    });
    expect(
      (await call(app, { method: 'GET', url: '/wps/system/status', headers: { 'x-country': 'FR' } })).body
        .value.status,
    ).toBe(0);
  });

  it('parses CLI arguments with the shared schemas', () => {
    expect(parseAdminArgs(['set-flag', 'loginRequiredForHome', 'true'])).toEqual({
      kind: 'flag',
      flag: 'loginRequiredForHome',
      value: true,
    });
    expect(parseAdminArgs(['status', 'maintenance', '--until', '2026-11-23T10:00Z'])).toEqual({
      kind: 'status',
      status: { mode: 'maintenance', until: '2026-11-23T10:00:00.000Z' },
    });
    expect(parseAdminArgs(['status', 'blocked', '--countries', 'us,FR'])).toEqual({
      kind: 'status',
      status: { mode: 'blocked', countries: ['US', 'FR'] },
    });
    expect(() => parseAdminArgs(['set-flag', 'nope', 'true'])).toThrow(/Unknown flag/);
    expect(() => parseAdminArgs(['status', 'blocked'])).toThrow();
    expect(() => parseAdminArgs([])).toThrow(/Usage/);
  });

  it('the CLI goes through a running server when one answers on the port', async () => {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const port = Number(new URL(address).port);
    const config = { ...app.config, PORT: port, HOST: '127.0.0.1' };
    const result = await runAdminCli(['set-flag', 'freePlay', 'false'], config);
    expect(result.via).toBe('server');
    const wl = await call(app, { method: 'GET', url: '/wps/system/whitelabel' });
    expect(wl.body.value.flags.freePlay).toBe(false);
    await expect(
      runAdminCli(['show'], { ...config, ADMIN_TOKEN: 'another-wrong-token-123' }),
    ).rejects.toThrow(/ADMIN_UNAUTHORIZED/);
  });

  it('the CLI opens the database directly when no server answers', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'h4-admin-'));
    try {
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PORT: '1', LOG_LEVEL: 'silent' });
      delete (config as { DATABASE_URL?: string }).DATABASE_URL;
      const result = await runAdminCli(['status', 'blocked', '--countries', 'US'], config);
      expect(result).toMatchObject({
        via: 'database',
        settings: { status: { mode: 'blocked', countries: ['US'] } },
      });
      const shown = await runAdminCli(['show'], config);
      expect(shown.settings).toMatchObject({ status: { mode: 'blocked', countries: ['US'] } });
      // Written without a server, the change is still in the audit trail, as the CLI's own identity.
      const trail = await viaDatabase(config, (db) =>
        db
          .selectFrom('audit_log')
          .select(['actor', 'action', 'after'])
          .where('action', '=', 'site.status')
          .execute(),
      );
      expect(trail).toEqual([
        { actor: 'automation:cli', action: 'site.status', after: { mode: 'blocked', countries: ['US'] } },
      ]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
