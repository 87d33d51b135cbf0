import type { FastifyInstance } from 'fastify';
import { adminSettingsSchema } from '@site/shared/schemas';
import { releaseActionSchema, siteOverviewSchema } from '@site/shared/schemas/operator';
import { createTestApp } from '../helpers/test-app';
import { staffSession } from '../helpers/staff';

/**
 * The back office's Site and Releases screens' calls (docs/back-office.md "Site", "Releases"): validation answers
 * 400, a role without the permission 403, each change one audit row with its reason, in the change's transaction.
 */
describe('site admin calls', () => {
  let app: FastifyInstance;
  let owner: { cookie: string };
  let content: { cookie: string };
  let support: { cookie: string };
  beforeAll(async () => {
    app = await createTestApp();
    owner = (await staffSession(app, 'owner')).headers;
    content = (await staffSession(app, 'content')).headers;
    support = (await staffSession(app, 'support')).headers;
  });
  afterAll(async () => {
    await app.close();
  });

  const call = (method: 'GET' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const auditRows = (action: string) =>
    app.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id', 'desc').execute();

  it('answers the overview: status, every flag with its parent in the tree, the register rules', async () => {
    const answer = await call('GET', '/wps/admin/system/site', content);
    expect(answer.statusCode).toBe(200);
    const site = siteOverviewSchema.parse(answer.json().value);
    expect(site.status).toEqual({ mode: 'normal' });
    expect(site.flags.find((f) => f.flag === 'socialLoginGoogle')).toEqual({
      flag: 'socialLoginGoogle',
      enabled: false,
      parent: 'socialLogin',
    });
    expect(site.registerRules.username).toMatchObject({ minLength: 4, maxLength: 16 });
    expect((await call('GET', '/wps/admin/system/site', support)).statusCode).toBe(403);
  });

  it('switches to maintenance with an end time and back, audited with the reason; visitors see it', async () => {
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const bad = await call('PUT', '/wps/admin/system/status', owner, {
      mode: 'maintenance',
      until: 'tomorrow',
    });
    expect(bad.statusCode).toBe(400);
    expect((await call('PUT', '/wps/admin/system/status', content, { mode: 'normal' })).statusCode).toBe(403);
    const on = await call('PUT', '/wps/admin/system/status', owner, {
      mode: 'maintenance',
      until,
      reason: 'db upgrade',
    });
    expect(on.statusCode).toBe(200);
    expect(adminSettingsSchema.parse(on.json().value).status).toEqual({ mode: 'maintenance', until });
    const visitor = await app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(visitor.json().value).toMatchObject({ maintenance: true });
    const [row] = await auditRows('site.status');
    expect(row).toMatchObject({
      entity: 'site',
      reason: 'db upgrade',
      after: { mode: 'maintenance', until },
    });
    expect(row?.before).toEqual({ mode: 'normal' });
    await call('PUT', '/wps/admin/system/status', owner, { mode: 'normal', reason: 'done' });
    expect((await app.inject({ method: 'GET', url: '/wps/system/status' })).json().value).toMatchObject({
      maintenance: false,
    });
  });

  it('blocks countries: two-letter codes only', async () => {
    const bad = await call('PUT', '/wps/admin/system/status', owner, { mode: 'blocked', countries: ['usa'] });
    expect(bad.statusCode).toBe(400);
    const ok = await call('PUT', '/wps/admin/system/status', owner, {
      mode: 'blocked',
      countries: ['US'],
      reason: 'licence',
    });
    expect(ok.statusCode).toBe(200);
    await call('PUT', '/wps/admin/system/status', owner, { mode: 'normal' });
  });

  it('flips a flag with the before and after in the audit row; an unknown flag is 400', async () => {
    expect((await call('PUT', '/wps/admin/system/flags/nope', owner, { value: true })).statusCode).toBe(400);
    expect(
      (await call('PUT', '/wps/admin/system/flags/freePlay', content, { value: false })).statusCode,
    ).toBe(403);
    const off = await call('PUT', '/wps/admin/system/flags/freePlay', owner, {
      value: false,
      reason: 'abuse',
    });
    expect(off.statusCode).toBe(200);
    const [row] = await auditRows('site.flag');
    expect(row).toMatchObject({
      entity_id: 'freePlay',
      before: { enabled: true },
      after: { enabled: false },
      reason: 'abuse',
    });
    await call('PUT', '/wps/admin/system/flags/freePlay', owner, { value: true });
  });

  it('changes a register rule: validated, permissioned, audited, served to the register form', async () => {
    const rule = {
      enabled: true,
      required: true,
      acceptedPattern: '*',
      patternId: 1,
      minLength: 5,
      maxLength: 12,
    };
    const url = '/wps/admin/system/register-rules/username';
    expect((await call('PUT', url, owner, { ...rule })).statusCode).toBe(400); // no reason
    expect((await call('PUT', url, owner, { ...rule, minLength: 20, reason: 'x' })).statusCode).toBe(400);
    expect((await call('PUT', url, owner, { ...rule, enabled: false, reason: 'x' })).statusCode).toBe(400);
    expect(
      (await call('PUT', '/wps/admin/system/register-rules/shoeSize', owner, { ...rule, reason: 'x' }))
        .statusCode,
    ).toBe(400);
    expect((await call('PUT', url, content, { ...rule, reason: 'x' })).statusCode).toBe(403);
    const saved = await call('PUT', url, owner, { ...rule, reason: 'longer names' });
    expect(saved.statusCode).toBe(200);
    expect(siteOverviewSchema.parse(saved.json().value).registerRules.username).toEqual(rule);
    const served = await app.inject({ method: 'GET', url: '/wps/system/setting/register' });
    expect(served.json().value.rules.username).toEqual(rule);
    const [row] = await auditRows('site.register-rule');
    expect(row).toMatchObject({ entity_id: 'username', reason: 'longer names', after: rule });
    expect(row?.before).toMatchObject({ minLength: 4, maxLength: 16 });
  });

  it("answers an app's release history to ops, newest first; a member or nobody gets 401", async () => {
    const history = await call('GET', '/wps/releases/apps/mfe-lobby/history', owner);
    expect(history.statusCode).toBe(200);
    expect(Array.isArray(history.json().value)).toBe(true);
    for (const entry of history.json().value) releaseActionSchema.parse(entry);
    expect((await call('GET', '/wps/releases/apps/nope/history', owner)).statusCode).toBe(400);
    expect(
      (await app.inject({ method: 'GET', url: '/wps/releases/apps/mfe-lobby/history' })).statusCode,
    ).toBe(401);
  });
});
