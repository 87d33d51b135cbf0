import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { MessageProvider } from '../../src/modules/verification/message-provider';
import { bearer, call, createSeededApp, freshIp, loginAs, solvedCaptcha } from '../helpers/accounts';

/** Issue 16, finding 5: forgot password by e-mail mails a single-use link; nothing changes until the owner uses it. */
describe('password reset by a single-use link', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createSeededApp();
  }, 120_000);
  afterAll(async () => app.close());

  const forgot = async (username: string, email: string, ip = freshIp()) =>
    call(app, {
      method: 'POST',
      url: '/wps/member/password/email',
      payload: { username, email, ...(await solvedCaptcha(app)) },
      remoteAddress: ip,
    });
  const reset = (token: string, newPassword: string, confirmNewPassword = newPassword) =>
    call(app, {
      method: 'POST',
      url: '/wps/member/password/reset',
      payload: { token, newPassword, confirmNewPassword },
    });
  /** The mail is written after the answer: wait for it. */
  const mailTo = async (to: string, count = 1) => {
    for (let i = 0; i < 100; i++) {
      const res = await call(app, { method: 'GET', url: `/wps/dev/outbox?to=${encodeURIComponent(to)}` });
      const resets = (res.body.value as Array<{ purpose: string; code: string; body: string }>).filter(
        (m) => m.purpose === 'reset',
      );
      if (resets.length >= count) return resets;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no reset mail to ${to}`);
  };
  const session = (token: string) =>
    call(app, { method: 'GET', url: '/wps/member/info', headers: bearer(token) });

  it('needs a captcha, and takes JSON only (no cross-site form or text POST)', async () => {
    const none = await call(app, {
      method: 'POST',
      url: '/wps/member/password/email',
      payload: { username: 'demo', email: 'demo@example.com' },
    });
    expect([none.status, none.body.code]).toEqual([400, 'CAPTCHA_REQUIRED']);
    const { captchaId } = await solvedCaptcha(app);
    const wrong = await call(app, {
      method: 'POST',
      url: '/wps/member/password/email',
      payload: { username: 'demo', email: 'demo@example.com', captchaId, captcha: '0000' },
    });
    expect(wrong.body.code).toBe('INVALID_CAPTCHA');
    const form = await call(app, {
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=demo&email=demo%40example.com',
    });
    expect([form.status, form.body.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const text = await call(app, {
      method: 'POST',
      url: '/wps/member/password/reset',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({
        token: 'x'.repeat(43),
        newPassword: 'Fresh-Pass-77',
        confirmNewPassword: 'Fresh-Pass-77',
      }),
    });
    expect([text.status, text.body.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
  });

  it('leaves the password and the sessions alone until the link is used, then spends it once and ends every session', async () => {
    const before = await loginAs(app, 'player2', 'Player1234');
    await app.db
      .updateTable('member')
      .set({ email: 'player2@example.com' })
      .where('account', '=', 'player2')
      .execute();
    const asked = await forgot('player2', 'PLAYER2@example.com');
    expect(asked.body).toEqual({ success: true, code: 'OK', message: null, value: null });
    const [mail] = await mailTo('player2@example.com');
    const token = mail?.code as string;
    expect(mail?.body).toContain(`/reset-password?token=${token}`);
    // Nothing changed yet: the old password logs in, the old session lives.
    expect((await session(before)).status).toBe(200);
    await loginAs(app, 'player2', 'Player1234');
    // Only the link's hash is stored.
    const rows = await app.db
      .selectFrom('password_reset')
      .select(['token_hash', 'expires_at', 'created_at'])
      .execute();
    expect(rows.map((r) => r.token_hash)).toContain(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    const row = rows.find((r) => r.token_hash === createHash('sha256').update(token).digest('hex'));
    expect(row!.expires_at.getTime() - row!.created_at.getTime()).toBeLessThanOrEqual(10 * 60 * 1000 + 1000);

    // The password rules apply, and a refused password does not spend the link.
    expect((await reset(token, '12345678')).body.code).toBe('VALIDATION_FAILED');
    expect((await reset(token, 'Fresh-Pass-77', 'Fresh-Pass-78')).body.code).toBe('VALIDATION_FAILED');
    const done = await reset(token, 'Fresh-Pass-77');
    expect(done.body.success).toBe(true);
    expect((await session(before)).status).toBe(401);
    await loginAs(app, 'player2', 'Fresh-Pass-77');
    const again = await reset(token, 'Other-Pass-88');
    expect([again.status, again.body.code]).toEqual([400, 'RESET_LINK_INVALID']);
  });

  it('a link dies after 10 minutes; another live link of the member still works', async () => {
    await app.db
      .updateTable('member')
      .set({ email: 'player3@example.com' })
      .where('account', '=', 'player3')
      .execute();
    await forgot('player3', 'player3@example.com');
    await forgot('player3', 'player3@example.com');
    const [newest, older] = await mailTo('player3@example.com', 2);
    await app.db
      .updateTable('password_reset')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', createHash('sha256').update(newest!.code).digest('hex'))
      .execute();
    expect((await reset(newest!.code, 'Fresh-Pass-91')).body.code).toBe('RESET_LINK_INVALID');
    expect((await reset(older!.code, 'Fresh-Pass-92')).body.success).toBe(true);
    await loginAs(app, 'player3', 'Fresh-Pass-92');
  });

  it('answers the same, before any lookup, whether or not the pair matches; a wrong pair sends nothing', async () => {
    // A mailer that hangs: the answer must not wait for it (the match work runs after the answer).
    const original = app.messageProvider;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const hanging: MessageProvider = {
      send: async (db, message) => gate.then(() => original.send(db, message)),
    };
    app.messageProvider = hanging;
    try {
      const match = await forgot('demo', 'demo@example.com');
      const miss = await forgot('demo', 'someone-else@example.com');
      const unknown = await forgot('nobody-here', 'nobody@example.com');
      expect(match.body).toEqual(miss.body);
      expect(miss.body).toEqual(unknown.body);
      expect(match.status).toBe(200);
    } finally {
      release();
      app.messageProvider = original;
    }
    await mailTo('demo@example.com');
    for (const to of ['someone-else@example.com', 'nobody@example.com']) {
      expect((await call(app, { method: 'GET', url: `/wps/dev/outbox?to=${to}` })).body.value).toEqual([]);
    }
  });

  it('limits requests per address and per account name (429 TOO_MANY_REQUESTS)', async () => {
    const ip = freshIp();
    const byAddress = [];
    for (let i = 0; i < 6; i++)
      byAddress.push((await forgot(`ghost${i}`, 'ghost@example.com', ip)).body.code);
    expect(byAddress).toEqual(['OK', 'OK', 'OK', 'OK', 'OK', 'TOO_MANY_REQUESTS']);
    const byAccount = [];
    for (let i = 0; i < 4; i++) byAccount.push((await forgot('victim01', 'victim@example.com')).body.code);
    expect(byAccount).toEqual(['OK', 'OK', 'OK', 'TOO_MANY_REQUESTS']);
  });
});
