import type { FastifyInstance } from 'fastify';
import {
  BANNER_GROUPS,
  whitelabelSchema,
  systemStatusSchema,
  registerSettingsSchema,
} from '@site/shared/schemas';
import { bearer, call, createSeededApp, loginAs } from '../helpers/accounts';

describe('system calls', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // As deployed: behind one proxy that sets X-Country.
    app = await createSeededApp({ TRUST_PROXY: 1 });
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  it('answers the whitelabel module tree with every flag, location and languages', async () => {
    const res = await call(app, {
      method: 'GET',
      url: '/wps/system/whitelabel?url=localhost',
      headers: { 'x-country': 'ph' },
    });
    expect(res.status).toBe(200);
    const value = whitelabelSchema.parse(res.body.value);
    expect(value.location).toEqual({ ip: '127.0.0.1', country: 'PH' });
    expect(value.modules.map((m) => m.modId)).toEqual(
      expect.arrayContaining(['mobileRegistration', 'freePlay', 'localVariant', 'socialLogin']),
    );
    expect(value.flags.loginRequiredForHome).toBe(false);
    // The 40 offered languages, Hindi and Tamil back since they are translated (docs/decisions.md "Languages").
    expect(value.languages.length).toBeGreaterThanOrEqual(40);
    expect(value.defaultLanguage).toBe('en');
    expect(value.customerService.map((c) => c.csType)).toEqual(['LIVE_CHAT', 'VIP']);
    expect(value.status).toBe(0);
  });

  it('resolves the country from the local IP table when no proxy header is present', async () => {
    const res = await call(app, { method: 'GET', url: '/wps/system/status', remoteAddress: '198.51.100.7' });
    expect(systemStatusSchema.parse(res.body.value)).toMatchObject({
      status: 0,
      ip: '198.51.100.7',
      country: 'US',
    });
  });

  it('serves register rules per field', async () => {
    const res = await call(app, { method: 'GET', url: '/wps/system/setting/register' });
    const value = registerSettingsSchema.parse(res.body.value);
    expect(value.rules.username).toMatchObject({ enabled: true, required: true, patternId: 1 });
    expect(value.rules.verificationCode).toMatchObject({ minLength: 0, maxLength: 255 });
  });

  it('serves help topics by language with an English fallback, dropdowns, dialing codes and domain routes', async () => {
    const zh = await call(app, {
      method: 'POST',
      url: '/wps/system/helpCenter',
      payload: { language: 'zh-CN', device: 'WEB' },
    });
    expect(zh.body.value.length).toBeGreaterThanOrEqual(4);
    expect(zh.body.value[0].content).toContain('<p>');
    const ko = await call(app, { method: 'GET', url: '/wps/system/helpCenter?language=ko' });
    expect(ko.body.value[0].title).toBe('가입은 어떻게 하나요?');
    // A language without topics of its own (Swahili is not offered) reads the English ones.
    const sw = await call(app, { method: 'GET', url: '/wps/system/helpCenter?language=sw' });
    expect(sw.body.value[0].title).toBe('How do I register?');
    const venues = await call(app, { method: 'GET', url: '/wps/system/dropdown?menuGroup=gamingvenue' });
    expect(venues.body.value[0]).toEqual({ id: 1, value: 'METRO_MANILA', label: 'Metro Manila' });
    const codes = await call(app, { method: 'GET', url: '/wps/system/countryCodes' });
    expect(codes.body.value.countries).toEqual(
      expect.arrayContaining([{ code: 'PH', name: 'Philippines', dialingCode: '63' }]),
    );
    const routes = await call(app, { method: 'GET', url: '/wps/system/domainRoute' });
    expect(routes.body.value.routes.length).toBeGreaterThan(0);
  });

  it('has banners for every banner group, each with a generated SVG', async () => {
    for (const group of BANNER_GROUPS) {
      const res = await call(app, { method: 'GET', url: `/wps/system/banners?group=${group}` });
      expect([group, res.body.value.length > 0]).toEqual([group, true]);
    }
    const home = await call(app, { method: 'GET', url: '/wps/system/banners?group=home' });
    const img = await app.inject({ method: 'GET', url: home.body.value[0].url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toContain('image/svg+xml');
    expect(img.body).toContain('<svg');
    expect((await app.inject({ method: 'GET', url: '/wps/assets/banners/99999.svg' })).statusCode).toBe(404);
  });

  it('gives visitors the public announcements and members the logged-in list, 9 per page', async () => {
    const visitor = await call(app, { method: 'GET', url: '/wps/announcements?pageSize=9' });
    expect(visitor.body.value.list).toHaveLength(9);
    expect(visitor.body.value.list.every((a: { audience: string }) => a.audience === 'public')).toBe(true);
    const page2 = await call(app, { method: 'GET', url: '/wps/announcements?pageSize=9&page=2' });
    expect(page2.body.value.list).toHaveLength(visitor.body.value.total - 9);
    const token = await loginAs(app, 'demo', 'Demo1234');
    const member = await call(app, {
      method: 'GET',
      url: '/wps/announcements?pageSize=100',
      headers: bearer(token),
    });
    expect(member.body.value.total).toBeGreaterThan(visitor.body.value.total);
    expect(member.body.value.list.some((a: { audience: string }) => a.audience === 'member')).toBe(true);
  });

  it('rejects unknown query fields and unknown groups with a coded 400', async () => {
    for (const url of ['/wps/system/banners?group=nope', '/wps/system/status?x=1', '/wps/system/dropdown']) {
      const res = await call(app, { method: 'GET', url });
      expect([url, res.status, res.body.code]).toEqual([url, 400, 'VALIDATION_FAILED']);
    }
  });
});
