import type { FastifyInstance } from 'fastify';
import {
  bearer,
  call,
  createSeededApp,
  freshIp,
  latestCode,
  setFlag,
  solvedCaptcha,
} from '../helpers/accounts';

describe('registration', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createSeededApp();
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  // Registration always needs a solved captcha (issue 16, finding 6); a payload may bring its own.
  const register = async (payload: object, url = '/wps/member/register', method: 'POST' | 'PUT' = 'POST') =>
    call(app, {
      method,
      url,
      payload: { ...(await solvedCaptcha(app)), ...payload },
      remoteAddress: freshIp(),
    });
  const base = { password: 'Secret123', confirmPassword: 'Secret123' };
  const memberCount = async () => (await app.db.selectFrom('member').select('id').execute()).length;

  it('always needs a captcha, and a wrong one creates nothing', async () => {
    const before = await memberCount();
    const none = await call(app, {
      method: 'POST',
      url: '/wps/member/register',
      payload: { ...base, username: 'nocap001' },
      remoteAddress: freshIp(),
    });
    expect([none.status, none.body.code]).toEqual([400, 'CAPTCHA_REQUIRED']);
    const { captchaId } = await solvedCaptcha(app);
    const wrong = await register({ ...base, username: 'nocap001', captchaId, captcha: '0000' });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'INVALID_CAPTCHA']);
    expect(await memberCount()).toBe(before);
  });

  it('registers in username mode under the affiliate agent, with a ledger account, and logs in', async () => {
    const res = await register({
      ...base,
      username: 'newbie01',
      affiliateCode: 'AGENT003',
      email: 'n@example.com',
      registerMethod: 'WEB',
      login: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ account: 'newbie01', isAgent: 0, firstTimeLogin: true });
    const member = await app.db
      .selectFrom('member')
      .selectAll()
      .where('account', '=', 'newbie01')
      .executeTakeFirstOrThrow();
    const agent3 = await app.db
      .selectFrom('member')
      .selectAll()
      .where('account', '=', 'agent3')
      .executeTakeFirstOrThrow();
    expect(member.upline_id).toBe(agent3.id);
    expect(member.path).toBe(`${agent3.path}${member.id}/`);
    expect(member.path.split('/').filter(Boolean)).toHaveLength(4);
    expect(member.password_hash).toMatch(/^scrypt\$/);
    const ledger = await app.db
      .selectFrom('wallet_account')
      .select('code')
      .where('owner_ref', '=', String(member.id))
      .execute();
    expect(ledger.map((l) => l.code)).toEqual([`member:${member.id}:PHP`]);
    const info = await call(app, {
      method: 'GET',
      url: '/wps/member/info',
      headers: bearer(res.body.value.token),
    });
    expect(info.body.value).toMatchObject({
      account: 'newbie01',
      upline: 'agent3',
      toUpline: true,
      email: 'n***@example.com',
    });
  });

  it('refuses the most common passwords, whatever their case, and creates nothing (finding 8)', async () => {
    const before = await memberCount();
    for (const password of ['12345678', 'Password123', 'QWERTY123']) {
      const res = await register({
        username: `common${password.length}x`,
        password,
        confirmPassword: password,
      });
      expect([res.status, res.body.code, res.body.value.issues]).toEqual([
        400,
        'VALIDATION_FAILED',
        [{ path: 'password', message: 'This password is too common' }],
      ]);
    }
    expect(await memberCount()).toBe(before);
  });

  it('accepts PUT too and refuses a taken username', async () => {
    const first = await register({ ...base, username: 'twice01' }, '/wps/member/register', 'PUT');
    expect(first.body.success).toBe(true);
    const again = await register({ ...base, username: 'TWICE01' });
    expect([again.status, again.body.code]).toEqual([409, 'USERNAME_TAKEN']);
  });

  it('registers in mobile mode with a generated account name', async () => {
    const res = await register(
      { ...base, mobileNum: '09181112222', countryDialingCode: '63' },
      '/wps/member/register/mobile',
    );
    expect(res.body.value.account).toMatch(/^m\d{8}$/);
    const row = await app.db
      .selectFrom('member')
      .select(['mobile', 'country_dialing_code'])
      .where('account', '=', res.body.value.account)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ mobile: '9181112222', country_dialing_code: '63' });
    const dup = await register(
      { ...base, mobileNum: '9181112222', countryDialingCode: '63' },
      '/wps/member/register/mobile',
    );
    expect(dup.body.code).toBe('MOBILE_TAKEN');
  });

  it('applies the server register rules with the shared messages, reporting every field', async () => {
    const before = await memberCount();
    const res = await register({ ...base, username: '1bad', email: 'not-mail' });
    expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(res.body.value.issues).toEqual([
      { path: 'username', message: 'Username must be 4-16 letters or digits, starting with a letter' },
      { path: 'email', message: 'E-mail must be a valid e-mail address of 5-100 characters' },
    ]);
    const short = await register({ username: 'shorty1', password: 'abc', confirmPassword: 'abc' });
    expect(short.body.value.issues[0]).toEqual({
      path: 'password',
      message: 'Password must be 8-64 characters',
    });
    expect(await memberCount()).toBe(before);
  });

  it('refuses a mismatched confirmation, an under-21 birthday and bad codes', async () => {
    const mismatch = await register({
      username: 'mismatch1',
      password: 'Secret123',
      confirmPassword: 'Secret124',
    });
    expect([mismatch.body.code, mismatch.body.message]).toEqual([
      'PASSWORD_MISMATCH',
      'Incorrect confirmation input',
    ]);
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 20);
    const birthday = young.toISOString().slice(0, 10);
    const tooYoung = await register({ ...base, username: 'young001', birthday });
    expect([tooYoung.status, tooYoung.body.code]).toEqual([400, 'BIRTHDAY_LIMIT']);
    const adult = await register({ ...base, username: 'adult001', birthday: '1990-02-28' });
    expect(adult.body.success).toBe(true);
    const affiliate = await register({ ...base, username: 'affil001', affiliateCode: 'PLAYER01' });
    expect(affiliate.body.code).toBe('INVALID_AFFILIATE_CODE');
    const referral = await register({ ...base, username: 'refer001', referralCode: 'NOSUCH' });
    expect(referral.body.code).toBe('INVALID_REFERRAL_CODE');
  });

  it('requires nationality, occupation and income, and a known venue, when enabled', async () => {
    await setFlag(app, 'nationalityOccupationIncome', true);
    await setFlag(app, 'gamingVenue', true);
    const missing = await register({ ...base, username: 'local001', gamingVenue: 'CEBU' });
    expect([missing.body.code, missing.body.value.field]).toEqual(['FIELD_REQUIRED', 'nationality']);
    const badVenue = await register({
      ...base,
      username: 'local001',
      gamingVenue: 'ATLANTIS',
      nationality: 'PH',
      occupation: 3,
      sourceOfIncome: 1,
    });
    expect(badVenue.body.code).toBe('VALIDATION_FAILED');
    const ok = await register({
      ...base,
      username: 'local001',
      gamingVenue: 'CEBU',
      nationality: 'PH',
      occupation: 3,
      sourceOfIncome: 1,
    });
    expect(ok.body.success).toBe(true);
    await setFlag(app, 'nationalityOccupationIncome', false);
    await setFlag(app, 'gamingVenue', false);
  });

  it('with SMS verification on, needs the register code for the mobile', async () => {
    await setFlag(app, 'registrationSmsVerification', true);
    const payload = { ...base, username: 'smsreg01', mobileNum: '9183334444', countryDialingCode: '63' };
    const noCode = await register(payload);
    expect(noCode.body.value.issues[0]).toEqual({
      path: 'verificationCode',
      message: 'Verification code not empty',
    });
    await call(app, {
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNum: '9183334444', countryDialingCode: '63', ...(await solvedCaptcha(app)) },
      remoteAddress: freshIp(),
    });
    const wrong = await register({
      ...payload,
      verificationCode: '000000' === (await latestCode(app, '639183334444')) ? '111111' : '000000',
    });
    expect(wrong.body.code).toBe('INVALID_VERIFICATION_CODE');
    const ok = await register({ ...payload, verificationCode: await latestCode(app, '639183334444') });
    expect(ok.body.success).toBe(true);
    await setFlag(app, 'registrationSmsVerification', false);
  });

  it('refuses a mode that is switched off, unknown fields and wrong types', async () => {
    await setFlag(app, 'mobileRegistration', false);
    const off = await register(
      { ...base, mobileNum: '9185556666', countryDialingCode: '63' },
      '/wps/member/register/mobile',
    );
    expect([off.status, off.body.code]).toEqual([403, 'FUNCTION_NOT_ENABLED']);
    await setFlag(app, 'mobileRegistration', true);
    const before = await memberCount();
    expect((await register({ ...base, username: 'hacker01', type: 1 })).body.code).toBe('VALIDATION_FAILED');
    expect((await register({ ...base, username: ['a'] })).body.code).toBe('VALIDATION_FAILED');
    expect(await memberCount()).toBe(before);
  });

  it('answers malformed JSON and oversized bodies with coded 4xx and writes nothing', async () => {
    const before = await memberCount();
    const headers = { 'content-type': 'application/json' };
    const malformed = await call(app, {
      method: 'POST',
      url: '/wps/member/register',
      headers,
      payload: '{"username":"x",',
    });
    expect([malformed.status, malformed.body.code]).toEqual([400, 'MALFORMED_JSON']);
    const huge = JSON.stringify({ ...base, username: 'huge0001', address: 'x'.repeat(1_100_000) });
    const big = await call(app, { method: 'POST', url: '/wps/member/register', headers, payload: huge });
    expect([big.status, big.body.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    const tooLongField = await register({ ...base, username: 'long0001', nickname: 'n'.repeat(300) });
    expect(tooLongField.body.code).toBe('VALIDATION_FAILED');
    expect(await memberCount()).toBe(before);
  });

  it('checks affiliate codes', async () => {
    const ok = await call(app, {
      method: 'POST',
      url: '/wps/agent/affiliate',
      payload: { code: 'AGENT001', domain: 'localhost' },
    });
    expect(ok.body.value).toEqual({ valid: true, agentAccount: 'agent1' });
    const bad = await call(app, { method: 'POST', url: '/wps/agent/affiliate', payload: { code: 'NOPE' } });
    expect([bad.status, bad.body.code]).toEqual([400, 'INVALID_AFFILIATE_CODE']);
  });
});
