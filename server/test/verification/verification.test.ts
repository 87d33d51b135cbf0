import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { captchaResultSchema } from '@site/shared/schemas';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { call, createSeededApp, freshIp, latestCode, solvedCaptcha } from '../helpers/accounts';

const PRODUCTION_SECRETS = {
  ADMIN_TOKEN: 'prod-admin-token-0123456789',
  LAUNCH_TOKEN_KEY: 'prod-launch-token-key-0123456789abcdef',
  VENDOR_SECRET_DEMO: 'prod-vendor-secret-demo-0123456789abcdef',
  PAYMENT_GATEWAY_SECRET_DEMO: 'prod-payment-gateway-secret-0123456789abcdef',
  VENDOR_SECRET_DTW: 'prod-vendor-secret-dtw-0123456789abcdef',
  HPKE_MASTER_KEY: 'prod-hpke-master-key-0123456789abcdef',
};

describe('verification', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createSeededApp();
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  it('issues an SVG captcha as base64 and limits refreshes to one per second per client', async () => {
    const ip = freshIp();
    const first = await call(app, { method: 'GET', url: '/wps/captcha', remoteAddress: ip });
    const value = captchaResultSchema.parse(first.body.value);
    expect(value.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(value.image.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');
    const fast = await call(app, { method: 'GET', url: '/wps/captcha', remoteAddress: ip });
    expect([fast.status, fast.body.code]).toEqual([429, 'CAPTCHA_TOO_FREQUENT']);
    const other = await call(app, { method: 'GET', url: '/wps/captcha', remoteAddress: freshIp() });
    expect(other.body.success).toBe(true);
    await new Promise((r) => setTimeout(r, 1050));
    const later = await call(app, { method: 'GET', url: '/wps/captcha', remoteAddress: ip });
    expect(later.body.success).toBe(true);
  });

  it('sends a 6-digit code to the outbox with expiredMinutes', async () => {
    const res = await call(app, {
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNum: '9180000001', countryDialingCode: '63', ...(await solvedCaptcha(app)) },
      remoteAddress: freshIp(),
    });
    expect(res.body.value.expiredMinutes).toBe(5);
    expect(Date.parse(res.body.value.expirationTime)).toBeGreaterThan(Date.now());
    expect(await latestCode(app, '639180000001')).toMatch(/^\d{6}$/);
    const stored = await app.db
      .selectFrom('sms_code')
      .select('code_hash')
      .where('destination', '=', '639180000001')
      .execute();
    expect(stored[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("answers only the named recipient's messages from the dev outbox", async () => {
    const res = await call(app, {
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNum: '9180000007', countryDialingCode: '63', ...(await solvedCaptcha(app)) },
      remoteAddress: freshIp(),
    });
    expect(res.body.success).toBe(true);
    const own = await call(app, { method: 'GET', url: '/wps/dev/outbox?to=639180000007' });
    expect(own.body.value.length).toBeGreaterThan(0);
    expect(own.body.value.every((m: { to: string }) => m.to === '639180000007')).toBe(true);
    // No digits (or only trunk zeros) name no recipient: nobody's codes, not everybody's.
    for (const to of ['abc', '000', '+ ()']) {
      const none = await call(app, { method: 'GET', url: `/wps/dev/outbox?to=${encodeURIComponent(to)}` });
      expect([to, none.status, none.body.value]).toEqual([to, 200, []]);
    }
  });

  it('answers the same for unregistered numbers on noLogin but sends nothing', async () => {
    const res = await call(app, {
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: {
        mobileNum: '9180000099',
        countryDialingCode: '63',
        regType: 'forgot',
        ...(await solvedCaptcha(app)),
      },
      remoteAddress: freshIp(),
    });
    expect(res.body.success).toBe(true);
    const outbox = await call(app, { method: 'GET', url: '/wps/dev/outbox?to=639180000099' });
    expect(outbox.body.value).toEqual([]);
  });

  it('refuses a registered number for registration codes', async () => {
    const res = await call(app, {
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNum: '9171234567', countryDialingCode: '63', ...(await solvedCaptcha(app)) },
      remoteAddress: freshIp(),
    });
    expect([res.status, res.body.code]).toEqual([409, 'MOBILE_TAKEN']);
  });

  it('SMS requests past the limit per number get the 5-minute error', async () => {
    const payload = { mobileNum: '9180000002', countryDialingCode: '63' };
    const statuses: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await call(app, {
        method: 'POST',
        url: '/wps/verification/sms/register',
        payload: { ...payload, ...(await solvedCaptcha(app)) },
        remoteAddress: freshIp(),
      });
      statuses.push(res.body.code);
    }
    expect(statuses).toEqual(['OK', 'OK', 'OK', 'TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS']);
    const last = await call(app, {
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { ...payload, ...(await solvedCaptcha(app)) },
      remoteAddress: freshIp(),
    });
    expect([last.status, last.body.message, last.body.value]).toEqual([
      429,
      'Too many requests, please retry after 5 minutes',
      { retryAfterSeconds: 300 },
    ]);
  });

  it('parallel SMS requests for one number cannot exceed the limit', async () => {
    const payload = { mobileNum: '9180000077', countryDialingCode: '63' };
    const results = await Promise.all(
      Array.from({ length: 8 }, async () =>
        call(app, {
          method: 'POST',
          url: '/wps/verification/sms/register',
          payload: { ...payload, ...(await solvedCaptcha(app)) },
          remoteAddress: freshIp(),
        }),
      ),
    );
    expect(results.filter((r) => r.body.success)).toHaveLength(3);
    expect(results.filter((r) => r.body.code === 'TOO_MANY_REQUESTS')).toHaveLength(5);
  });

  it('parallel captcha refreshes from one client yield one captcha', async () => {
    const ip = freshIp();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => call(app, { method: 'GET', url: '/wps/captcha', remoteAddress: ip })),
    );
    expect(results.filter((r) => r.body.success)).toHaveLength(1);
  });

  it('SMS requests past the limit per IP get the 5-minute error', async () => {
    const ip = freshIp();
    const codes: string[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await call(app, {
        method: 'POST',
        url: '/wps/verification/sms/register',
        payload: {
          mobileNum: `91900000${String(i).padStart(2, '0')}`,
          countryDialingCode: '63',
          ...(await solvedCaptcha(app)),
        },
        remoteAddress: ip,
      });
      codes.push(res.body.code);
    }
    expect(codes.slice(0, 10).every((c) => c === 'OK')).toBe(true);
    expect(codes.slice(10)).toEqual(['TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS']);
  });

  it('sends no code without a solved captcha, on either path (SMS pumping, harassing a number)', async () => {
    const paths = [
      ['/wps/verification/sms/register', { mobileNum: '9180000055', countryDialingCode: '63' }],
      [
        '/wps/verification/sms/noLogin',
        { mobileNum: '9171234567', countryDialingCode: '63', regType: 'forgot' },
      ],
      [
        '/wps/verification/sms/noLogin',
        { mobileNum: '9171234567', countryDialingCode: '63', regType: 'login' },
      ],
    ] as const;
    for (const [url, payload] of paths) {
      const none = await call(app, { method: 'POST', url, payload, remoteAddress: freshIp() });
      expect([url, none.status, none.body.code]).toEqual([url, 400, 'CAPTCHA_REQUIRED']);
      const { captchaId } = await solvedCaptcha(app);
      const wrong = await call(app, {
        method: 'POST',
        url,
        payload: { ...payload, captchaId, captcha: 'WRONG1' },
        remoteAddress: freshIp(),
      });
      expect([url, wrong.status, wrong.body.code]).toEqual([url, 400, 'INVALID_CAPTCHA']);
    }
    const outbox = await call(app, { method: 'GET', url: '/wps/dev/outbox?to=639180000055' });
    expect(outbox.body.value).toEqual([]);
    const victim = await call(app, { method: 'GET', url: '/wps/dev/outbox?to=639171234567' });
    const before = victim.body.value.length as number;
    // A solved captcha is spent by its first use: replaying it sends nothing more.
    const solved = await solvedCaptcha(app);
    const first = await call(app, {
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: '9171234567', countryDialingCode: '63', regType: 'forgot', ...solved },
      remoteAddress: freshIp(),
    });
    expect(first.body.success).toBe(true);
    const replay = await call(app, {
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: '9171234567', countryDialingCode: '63', regType: 'forgot', ...solved },
      remoteAddress: freshIp(),
    });
    expect(replay.body.code).toBe('INVALID_CAPTCHA');
    const after = await call(app, { method: 'GET', url: '/wps/dev/outbox?to=639171234567' });
    expect(after.body.value.length).toBe(before + 1);
  });

  it('rejects a missing phone number and unknown fields', async () => {
    const missing = await call(app, {
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { countryDialingCode: '63' },
    });
    expect([missing.status, missing.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const extra = await call(app, {
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNum: '9180000003', countryDialingCode: '63', x: 1 },
    });
    expect(extra.body.code).toBe('VALIDATION_FAILED');
    const letters = await call(app, {
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNum: 'abc', countryDialingCode: '63' },
    });
    expect(letters.body.code).toBe('VALIDATION_FAILED');
  });

  it('has no dev endpoints in production mode', async () => {
    // Production mode would publish the apps on first start: keep it away from the repo's releases folder.
    const releasesDir = mkdtempSync(path.join(tmpdir(), 'h4-releases-'));
    const prod = await buildApp(
      loadConfig({
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        SEED_ON_START: 'false',
        DB_IN_MEMORY: 'true',
        PUBLISH_ON_START: 'false',
        RELEASES_DIR: releasesDir,
        ...PRODUCTION_SECRETS,
      }),
    );
    try {
      expect((await prod.inject({ method: 'GET', url: '/wps/dev/outbox?to=1234' })).statusCode).toBe(404);
      expect((await prod.inject({ method: 'GET', url: '/wps/dev/captcha/x' })).statusCode).toBe(404);
    } finally {
      await prod.close();
      rmSync(releasesDir, { recursive: true, force: true });
    }
  });
});
