import type { FastifyInstance } from 'fastify';
import { loginResultSchema } from '@site/shared/schemas';
import {
  bearer,
  call,
  createSeededApp,
  freshIp,
  latestCode,
  setFlag,
  solvedCaptcha,
} from '../helpers/accounts';

describe('POST /wps/session/login', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // As deployed: behind one proxy that sets X-Country (the region block reads it).
    app = await createSeededApp({ TRUST_PROXY: 1 });
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  const login = (payload: unknown, remoteAddress = freshIp()) =>
    call(app, { method: 'POST', url: '/wps/session/login', payload: payload as object, remoteAddress });

  it('logs in by username and password and the token opens member calls', async () => {
    const res = await login({ username: 'Demo', password: 'Demo1234', type: 'username' });
    expect(res.status).toBe(200);
    const value = loginResultSchema.parse(res.body.value);
    expect(value).toMatchObject({ account: 'demo', isAgent: 0, passwordExpired: false, currency: 'PHP' });
    expect(Buffer.from(value.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const info = await call(app, { method: 'GET', url: '/wps/member/info', headers: bearer(value.token) });
    expect(info.body.value.account).toBe('demo');
    const stored = await app.db.selectFrom('session_token').select('token_hash').execute();
    expect(stored.some((s) => s.token_hash === value.token)).toBe(false);
  });

  it('reports firstTimeLogin only on the first login', async () => {
    const first = await login({ username: 'player3', password: 'Player1234' });
    const second = await login({ username: 'player3', password: 'Player1234' });
    expect([first.body.value.firstTimeLogin, second.body.value.firstTimeLogin]).toEqual([true, false]);
  });

  it('flags an expired password (enforcement on) and not when the flag is off', async () => {
    const on = await login({ username: 'expired', password: 'Expired123' });
    expect(on.body.value.passwordExpired).toBe(true);
    await setFlag(app, 'forcePasswordChangeOnExpiry', false);
    const off = await login({ username: 'expired', password: 'Expired123' });
    expect(off.body.value.passwordExpired).toBe(false);
    await setFlag(app, 'forcePasswordChangeOnExpiry', true);
  });

  it('asks for a captcha after a failure, then accepts a solved one', async () => {
    const ip = freshIp();
    const wrong = await login({ username: 'player4', password: 'nope-nope' }, ip);
    expect([wrong.status, wrong.body.code, wrong.body.value]).toEqual([
      400,
      'INVALID_CREDENTIALS',
      { captcha: true },
    ]);
    const without = await login({ username: 'player4', password: 'Player1234' }, ip);
    expect([without.body.code, without.body.value.captcha]).toEqual(['CAPTCHA_REQUIRED', true]);
    const badCaptcha = await login(
      {
        username: 'player4',
        password: 'Player1234',
        captchaId: (await solvedCaptcha(app)).captchaId,
        captcha: 'XXXX',
      },
      ip,
    );
    expect(badCaptcha.body.code).toBe('INVALID_CAPTCHA');
    const solved = await solvedCaptcha(app);
    const ok = await login({ username: 'player4', password: 'Player1234', ...solved }, ip);
    expect(ok.body.success).toBe(true);
    const reused = await login({ username: 'player4', password: 'wrong-again', ...solved }, ip);
    expect(reused.body.code).toBe('INVALID_CREDENTIALS');
    const replay = await login({ username: 'player4', password: 'Player1234', ...solved }, ip);
    expect(replay.body.code).toBe('INVALID_CAPTCHA');
  });

  it('does not reveal unknown accounts', async () => {
    const res = await login({ username: 'nobody-here', password: 'whatever1' });
    expect([res.status, res.body.code]).toEqual([400, 'INVALID_CREDENTIALS']);
  });

  it('brute force: 100 wrong passwords each need a captcha and are counted; the owner still gets in (finding 2)', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 100; i++) {
      const captcha = i === 0 ? {} : await solvedCaptcha(app);
      const res = await login({ username: 'player2', password: `wrong-${i}`, ...captcha });
      expect(res.body.value.captcha).toBe(true);
      codes.push(res.body.code);
    }
    expect(codes).toEqual(Array(100).fill('INVALID_CREDENTIALS'));
    const failures = await app.db
      .selectFrom('login_attempt')
      .select('id')
      .where('account', '=', 'player2')
      .execute();
    expect(failures).toHaveLength(100);
    const bare = await login({ username: 'player2', password: 'Player1234' });
    expect(bare.body.code).toBe('CAPTCHA_REQUIRED');
    const right = await login({ username: 'player2', password: 'Player1234', ...(await solvedCaptcha(app)) });
    expect([right.status, right.body.success]).toEqual([200, true]);
  }, 180_000);

  it('parallel guesses cannot slip past the captcha', async () => {
    const bare = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login({ username: 'agent3', password: `guess-${i}` })),
    );
    const bareCodes = bare.map((r) => r.body.code);
    // One guess is checked; the rest are refused because in-flight guesses count as failures.
    expect(bareCodes.filter((c) => c === 'INVALID_CREDENTIALS')).toHaveLength(1);
    expect(bareCodes.filter((c) => c === 'CAPTCHA_REQUIRED')).toHaveLength(19);
    expect(
      await app.db.selectFrom('login_attempt').select('id').where('account', '=', 'agent3').execute(),
    ).toHaveLength(1);
    const captchas = [];
    for (let i = 0; i < 30; i++) captchas.push(await solvedCaptcha(app));
    const solved = await Promise.all(
      captchas.map((c, i) => login({ username: 'agent3', password: `guess-b${i}`, ...c })),
    );
    // Each guess spent its own single-use captcha, and each is counted.
    expect(solved.map((r) => r.body.code)).toEqual(Array(30).fill('INVALID_CREDENTIALS'));
    const failures = await app.db
      .selectFrom('login_attempt')
      .select('id')
      .where('account', '=', 'agent3')
      .execute();
    expect(failures).toHaveLength(31);
    const reused = await Promise.all(
      captchas.slice(0, 5).map((c) => login({ username: 'agent3', password: 'Agent1234', ...c })),
    );
    expect(reused.map((r) => r.body.code)).toEqual(Array(5).fill('INVALID_CAPTCHA'));
    const right = await login({ username: 'agent3', password: 'Agent1234', ...(await solvedCaptcha(app)) });
    expect(right.body.success).toBe(true);
  }, 120_000);

  it('requires an SMS step for a member with a mobile logging in from a new IP (2FA)', async () => {
    const ip = freshIp();
    const step1 = await login({ username: 'mobile1', password: 'Mobile1234' }, ip);
    expect([step1.status, step1.body.code]).toEqual([403, 'TWO_FACTOR_REQUIRED']);
    expect(step1.body.value).toMatchObject({ mobileMasked: '+63 917****567', expiredMinutes: 5 });
    const code = await latestCode(app, '639171234567');
    const wrongIp = await call(app, {
      method: 'POST',
      url: '/wps/session/login/2fa',
      payload: { challengeId: step1.body.value.challengeId, verificationCode: code },
      remoteAddress: freshIp(),
    });
    expect(wrongIp.body.code).toBe('INVALID_CHALLENGE');
    const bad = await call(app, {
      method: 'POST',
      url: '/wps/session/login/2fa',
      payload: {
        challengeId: step1.body.value.challengeId,
        verificationCode: code === '000000' ? '111111' : '000000',
      },
      remoteAddress: ip,
    });
    expect(bad.body.code).toBe('INVALID_VERIFICATION_CODE');
    const step2 = await call(app, {
      method: 'POST',
      url: '/wps/session/login/2fa',
      payload: { challengeId: step1.body.value.challengeId, verificationCode: code },
      remoteAddress: ip,
    });
    expect(step2.body.success).toBe(true);
    expect(step2.body.value.account).toBe('mobile1');
    const again = await call(app, {
      method: 'POST',
      url: '/wps/session/login/2fa',
      payload: { challengeId: step1.body.value.challengeId, verificationCode: code },
      remoteAddress: ip,
    });
    expect(again.body.code).toBe('INVALID_CHALLENGE');
    const knownIp = await login({ username: 'mobile1', password: 'Mobile1234' }, ip);
    expect(knownIp.body.success).toBe(true);
  });

  it('logs in by mobile and SMS code, single use', async () => {
    const ip = freshIp();
    const sms = await call(app, {
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: '09171234567', countryDialingCode: '+63', ...(await solvedCaptcha(app)) },
      remoteAddress: ip,
    });
    expect(sms.body.value.expiredMinutes).toBe(5);
    const code = await latestCode(app, '639171234567');
    const payload = {
      type: 'sms',
      mobileNum: '9171234567',
      countryDialingCode: '63',
      verificationCode: code,
    };
    const res = await login(payload, ip);
    expect(res.body.value).toMatchObject({ account: 'mobile1', passwordExpired: false });
    const replay = await login(payload, ip);
    expect(replay.body.code).toBe('INVALID_VERIFICATION_CODE');
  });

  it('refuses SMS login when the module is off', async () => {
    await setFlag(app, 'smsLogin', false);
    const res = await login({
      type: 'sms',
      mobileNum: '9171234567',
      countryDialingCode: '63',
      verificationCode: '123456',
    });
    expect([res.status, res.body.code]).toEqual([403, 'FUNCTION_NOT_ENABLED']);
    await setFlag(app, 'smsLogin', true);
  });

  it('rejects bad input with coded 4xx and writes nothing', async () => {
    const before = await app.db.selectFrom('login_attempt').select('id').execute();
    const cases = [
      { payload: { username: 'demo', password: 'Demo1234', isAdmin: true }, code: 'VALIDATION_FAILED' },
      { payload: { username: 'demo', password: 1234 }, code: 'VALIDATION_FAILED' },
      { payload: { username: '', password: 'x' }, code: 'VALIDATION_FAILED' },
    ];
    for (const c of cases) {
      const res = await login(c.payload);
      expect([res.status, res.body.code]).toEqual([400, c.code]);
    }
    const malformed = await call(app, {
      method: 'POST',
      url: '/wps/session/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect([malformed.status, malformed.body.code]).toEqual([400, 'MALFORMED_JSON']);
    const big = await call(app, {
      method: 'POST',
      url: '/wps/session/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'demo', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect([big.status, big.body.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    const after = await app.db.selectFrom('login_attempt').select('id').execute();
    expect(after).toHaveLength(before.length);
  });

  it('refuses logins during maintenance and from a blocked region', async () => {
    const admin = { 'x-admin-token': app.config.ADMIN_TOKEN };
    await call(app, {
      method: 'PUT',
      url: '/wps/admin/system/status',
      headers: admin,
      payload: { mode: 'maintenance', until: '2099-01-01T00:00Z' },
    });
    const m = await login({ username: 'demo', password: 'Demo1234' });
    expect([m.status, m.body.code, m.body.value.maintenanceEnd]).toEqual([
      503,
      'SYSTEM_MAINTENANCE',
      '2099-01-01T00:00:00.000Z',
    ]);
    await call(app, {
      method: 'PUT',
      url: '/wps/admin/system/status',
      headers: admin,
      payload: { mode: 'blocked', countries: ['US'] },
    });
    const blocked = await call(app, {
      method: 'POST',
      url: '/wps/session/login',
      headers: { 'x-country': 'US' },
      payload: { username: 'demo', password: 'Demo1234' },
    });
    expect([blocked.status, blocked.body.code]).toEqual([403, 'REGION_RESTRICTED']);
    const elsewhere = await call(app, {
      method: 'POST',
      url: '/wps/session/login',
      headers: { 'x-country': 'PH' },
      payload: { username: 'demo', password: 'Demo1234' },
    });
    expect(elsewhere.body.success).toBe(true);
    await call(app, {
      method: 'PUT',
      url: '/wps/admin/system/status',
      headers: admin,
      payload: { mode: 'normal' },
    });
  });
  it('keeps counting the failures of an address when it logs into an account of its own (password spraying, finding 3)', async () => {
    const ip = freshIp();
    // Three guesses at other people's accounts from one address, without a captcha...
    for (const victim of ['agent1', 'agent2', 'expired']) {
      const guess = await login({ username: victim, password: 'Summer2026!' }, ip);
      expect(guess.body.code).toBe('INVALID_CREDENTIALS');
    }
    // ...then the attacker's own account, which needs the captcha the address has earned, and succeeds...
    const own = await login(
      { username: 'player3', password: 'Player1234', ...(await solvedCaptcha(app)) },
      ip,
    );
    expect(own.body.success).toBe(true);
    // ...and the next guess from that address still needs a captcha: the success did not reset the address.
    const next = await login({ username: 'player1', password: 'Summer2026!' }, ip);
    expect([next.body.code, next.body.value]).toEqual(['CAPTCHA_REQUIRED', { captcha: true }]);
  });

  it('ten addresses cannot lock the demo account: the owner gets in with the right password and a captcha (finding 2)', async () => {
    for (let i = 0; i < 12; i++) {
      const wrong = await login({
        username: 'demo',
        password: `guess-${i}`,
        ...(i === 0 ? {} : await solvedCaptcha(app)),
      });
      expect(wrong.body.code).toBe('INVALID_CREDENTIALS');
    }
    const withoutCaptcha = await login({ username: 'demo', password: 'Demo1234' });
    expect([withoutCaptcha.status, withoutCaptcha.body.code]).toEqual([400, 'CAPTCHA_REQUIRED']);
    const owner = await login({ username: 'demo', password: 'Demo1234', ...(await solvedCaptcha(app)) });
    expect([owner.status, owner.body.success, owner.body.value.account]).toEqual([200, true, 'demo']);
  }, 120_000);

  it('under attack, a member with a mobile confirms the right password by SMS even from a known address', async () => {
    await setFlag(app, 'twoFactorNewIp', false);
    try {
      for (let i = 0; i < 10; i++) {
        const wrong = await login({
          username: 'mobile1',
          password: `guess-${i}`,
          ...(i === 0 ? {} : await solvedCaptcha(app)),
        });
        expect(wrong.body.code).toBe('INVALID_CREDENTIALS');
      }
      const ip = freshIp();
      const step1 = await login(
        { username: 'mobile1', password: 'Mobile1234', ...(await solvedCaptcha(app)) },
        ip,
      );
      expect([step1.status, step1.body.code]).toEqual([403, 'TWO_FACTOR_REQUIRED']);
      const code = await latestCode(app, '639171234567');
      const step2 = await call(app, {
        method: 'POST',
        url: '/wps/session/login/2fa',
        payload: { challengeId: step1.body.value.challengeId, verificationCode: code },
        remoteAddress: ip,
      });
      expect([step2.body.success, step2.body.value.account]).toEqual([true, 'mobile1']);
    } finally {
      await setFlag(app, 'twoFactorNewIp', true);
    }
  }, 120_000);

  it('cuts one address off after 30 failures in the window, whatever account it tries', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      const guess = await login(
        { username: `ghost-${i}`, password: 'Summer2026!', ...(i < 3 ? {} : await solvedCaptcha(app)) },
        ip,
      );
      expect(guess.body.code).toBe('INVALID_CREDENTIALS');
    }
    const next = await login(
      { username: 'player1', password: 'Player1234', ...(await solvedCaptcha(app)) },
      ip,
    );
    expect([next.status, next.body.code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    const elsewhere = await login({ username: 'player1', password: 'Player1234' });
    expect(elsewhere.body.success).toBe(true);
  }, 120_000);
});
