import type { FastifyInstance } from 'fastify';
import { memberInfoSchema } from '@site/shared/schemas';
import {
  bearer,
  call,
  createSeededApp,
  freshIp,
  latestCode,
  loginAs,
  setFlag,
  solvedCaptcha,
} from '../helpers/accounts';

describe('member account calls', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createSeededApp();
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  it('returns member info with club label, labels and a masked mobile', async () => {
    // mobile1 has a mobile: a first login from a new IP goes through the SMS step.
    const step = await call(app, {
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'mobile1', password: 'Mobile1234' },
    });
    expect(step.body.code).toBe('TWO_FACTOR_REQUIRED');
    const code = await latestCode(app, '639171234567');
    const done = await call(app, {
      method: 'POST',
      url: '/wps/session/login/2fa',
      payload: { challengeId: step.body.value.challengeId, verificationCode: code },
    });
    const token = done.body.value.token as string;
    const res = await call(app, { method: 'GET', url: '/wps/member/info', headers: bearer(token) });
    const info = memberInfoSchema.parse(res.body.value);
    expect(info).toMatchObject({
      account: 'mobile1',
      type: 0,
      mobile: '+63 917****567',
      currency: 'PHP',
      toUpline: false,
    });
    expect(info.clubLabel).toMatchObject({ labelName: 'Diamond', rankLevel: 5 });
    const demo = await call(app, {
      method: 'GET',
      url: '/wps/member/info',
      headers: bearer(await loginAs(app, 'demo', 'Demo1234')),
    });
    expect(demo.body.value.memberLabel).toEqual([{ labelName: 'VIP', color: '#ffd54f', color2: '#ff6f00' }]);
    const agent = await call(app, {
      method: 'GET',
      url: '/wps/member/info',
      headers: bearer(await loginAs(app, 'agent2', 'Agent1234')),
    });
    expect(agent.body.value).toMatchObject({ type: 2, upline: 'agent1', toUpline: true });
  });

  it('returns a generated SVG avatar', async () => {
    const token = await loginAs(app, 'demo', 'Demo1234');
    const res = await call(app, { method: 'GET', url: '/wps/member/info/icon', headers: bearer(token) });
    const svg = Buffer.from(String(res.body.value.avatarUrl).split(',')[1] ?? '', 'base64').toString();
    expect(svg).toContain('<svg');
    expect(svg).toContain('DE');
  });

  it('changes the password: wrong old refused, other sessions revoked, current kept', async () => {
    const current = await loginAs(app, 'player1', 'Player1234');
    const other = await loginAs(app, 'player1', 'Player1234');
    const url = '/wps/member/password';
    const wrongOld = await call(app, {
      method: 'POST',
      url,
      headers: bearer(current),
      payload: { oldPassword: 'nope', newPassword: 'NewPass123', confirmNewPassword: 'NewPass123' },
    });
    expect(wrongOld.body.code).toBe('WRONG_OLD_PASSWORD');
    const mismatch = await call(app, {
      method: 'POST',
      url,
      headers: bearer(current),
      payload: { oldPassword: 'Player1234', newPassword: 'NewPass123', confirmNewPassword: 'NewPass124' },
    });
    expect([mismatch.body.code, mismatch.body.value.issues[0].message]).toEqual([
      'VALIDATION_FAILED',
      'Incorrect confirmation input',
    ]);
    const weak = await call(app, {
      method: 'POST',
      url,
      headers: bearer(current),
      payload: { oldPassword: 'Player1234', newPassword: 'short', confirmNewPassword: 'short' },
    });
    expect(weak.body.value.issues[0].message).toBe('New password must be 8-64 characters');
    const common = await call(app, {
      method: 'POST',
      url,
      headers: bearer(current),
      payload: { oldPassword: 'Player1234', newPassword: 'iloveyou1', confirmNewPassword: 'iloveyou1' },
    });
    expect([common.body.code, common.body.value.issues]).toEqual([
      'VALIDATION_FAILED',
      [{ path: 'newPassword', message: 'This password is too common' }],
    ]);
    const ok = await call(app, {
      method: 'POST',
      url,
      headers: bearer(current),
      payload: { oldPassword: 'Player1234', newPassword: 'NewPass123', confirmNewPassword: 'NewPass123' },
    });
    expect(ok.body.success).toBe(true);
    expect(
      (await call(app, { method: 'GET', url: '/wps/member/info', headers: bearer(current) })).status,
    ).toBe(200);
    expect((await call(app, { method: 'GET', url: '/wps/member/info', headers: bearer(other) })).status).toBe(
      401,
    );
    await loginAs(app, 'player1', 'NewPass123');
    const noAuth = await call(app, {
      method: 'POST',
      url,
      payload: { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' },
    });
    expect(noAuth.status).toBe(401);
  });

  it('forgot by phone: code + new password logs the member in', async () => {
    const ip = freshIp();
    await call(app, {
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: {
        mobileNum: '9171234567',
        countryDialingCode: '63',
        regType: 'forgot',
        ...(await solvedCaptcha(app)),
      },
      remoteAddress: ip,
    });
    const code = await latestCode(app, '639171234567');
    const url = '/wps/member/password/verification';
    const weak = await call(app, {
      method: 'POST',
      url,
      payload: {
        mobileNum: '9171234567',
        countryDialingCode: '63',
        verificationCode: code,
        newPassword: 'short',
      },
      remoteAddress: ip,
    });
    expect(weak.body.code).toBe('VALIDATION_FAILED');
    const res = await call(app, {
      method: 'POST',
      url,
      payload: {
        mobileNum: '9171234567',
        countryDialingCode: '63',
        verificationCode: code,
        newPassword: 'Mobile5678',
      },
      remoteAddress: ip,
    });
    expect(res.body.value).toMatchObject({ account: 'mobile1' });
    const reuse = await call(app, {
      method: 'POST',
      url,
      payload: {
        mobileNum: '9171234567',
        countryDialingCode: '63',
        verificationCode: code,
        newPassword: 'Mobile9999',
      },
      remoteAddress: ip,
    });
    expect(reuse.body.code).toBe('INVALID_VERIFICATION_CODE');
    await setFlag(app, 'passwordRecoveryVerification', false);
    const off = await call(app, {
      method: 'POST',
      url,
      payload: {
        mobileNum: '9171234567',
        countryDialingCode: '63',
        verificationCode: code,
        newPassword: 'Mobile9999',
      },
    });
    expect(off.body.code).toBe('FUNCTION_NOT_ENABLED');
    await setFlag(app, 'passwordRecoveryVerification', true);
  });

  it('a wrong code five times burns it', async () => {
    const ip = freshIp();
    await call(app, {
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: {
        mobileNum: '9171234567',
        countryDialingCode: '63',
        regType: 'forgot',
        ...(await solvedCaptcha(app)),
      },
      remoteAddress: ip,
    });
    const code = await latestCode(app, '639171234567');
    const wrong = code === '000000' ? '111111' : '000000';
    const body = (verificationCode: string) => ({
      mobileNum: '9171234567',
      countryDialingCode: '63',
      verificationCode,
      newPassword: 'Mobile7777',
    });
    for (let i = 0; i < 5; i++) {
      const res = await call(app, {
        method: 'POST',
        url: '/wps/member/password/verification',
        payload: body(wrong),
      });
      expect(res.body.code).toBe('INVALID_VERIFICATION_CODE');
    }
    const right = await call(app, {
      method: 'POST',
      url: '/wps/member/password/verification',
      payload: body(code),
    });
    expect(right.body.code).toBe('INVALID_VERIFICATION_CODE');
  });

  it('stores feedback up to 140 characters', async () => {
    const token = await loginAs(app, 'player4', 'Player1234');
    const ok = await call(app, {
      method: 'PUT',
      url: '/wps/feedback',
      headers: bearer(token),
      payload: { content: 'Great site 👍'.padEnd(140, '!') },
    });
    expect(ok.body.value.id).toBeGreaterThan(0);
    const long = await call(app, {
      method: 'PUT',
      url: '/wps/feedback',
      headers: bearer(token),
      payload: { content: 'x'.repeat(141) },
    });
    expect([long.status, long.body.value.issues[0].message]).toEqual([
      400,
      'Please limit your content to 140 characters',
    ]);
    const empty = await call(app, {
      method: 'PUT',
      url: '/wps/feedback',
      headers: bearer(token),
      payload: { content: '   ' },
    });
    expect(empty.body.code).toBe('VALIDATION_FAILED');
    const anon = await call(app, { method: 'PUT', url: '/wps/feedback', payload: { content: 'hi' } });
    expect(anon.status).toBe(401);
    const rows = await app.db.selectFrom('member_feedback').select('id').execute();
    expect(rows).toHaveLength(1);
  });
});
