import type { FastifyInstance } from 'fastify';
import { bearer, call, createSeededApp, loginAs, setFlag } from '../helpers/accounts';

describe('session lifecycle', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createSeededApp();
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  it('answers 401 NOT_LOGGED_IN without a token, with a bad token, and accepts the legacy token header', async () => {
    const none = await call(app, { method: 'GET', url: '/wps/member/info' });
    expect([none.status, none.body.code, none.body.message]).toEqual([
      401,
      'NOT_LOGGED_IN',
      'You are not logged in, please login',
    ]);
    const bad = await call(app, { method: 'GET', url: '/wps/member/info', headers: bearer('not-a-token') });
    expect(bad.status).toBe(401);
    const token = await loginAs(app, 'demo', 'Demo1234');
    const legacy = await call(app, { method: 'GET', url: '/wps/member/info', headers: { token } });
    expect(legacy.body.value.account).toBe('demo');
  });

  it('logout revokes the token', async () => {
    const token = await loginAs(app, 'demo', 'Demo1234');
    const out = await call(app, { method: 'DELETE', url: '/wps/session/logout', headers: bearer(token) });
    expect(out.body.success).toBe(true);
    const after = await call(app, { method: 'GET', url: '/wps/member/info', headers: bearer(token) });
    expect([after.status, after.body.code]).toEqual([401, 'NOT_LOGGED_IN']);
    const twice = await call(app, { method: 'DELETE', url: '/wps/session/logout', headers: bearer(token) });
    expect(twice.status).toBe(401);
  });

  it('rejects an expired session', async () => {
    const token = await loginAs(app, 'demo', 'Demo1234');
    await app.db
      .updateTable('session_token')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('revoked_at', 'is', null)
      .execute();
    const res = await call(app, { method: 'GET', url: '/wps/member/info', headers: bearer(token) });
    expect(res.status).toBe(401);
  });

  it('trial login gives isAgent 4, no ledger account, and the member centre refuses it', async () => {
    const res = await call(app, {
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { os: 'linux', platform: 'W' },
    });
    expect(res.body.value).toMatchObject({ isAgent: 4, passwordExpired: false });
    expect(res.body.value.account).toMatch(/^trial_/);
    const accounts = await app.db
      .selectFrom('wallet_account')
      .select('id')
      .where('owner_ref', '=', String(res.body.value.customerId))
      .execute();
    expect(accounts).toHaveLength(0);
    const feedback = await call(app, {
      method: 'PUT',
      url: '/wps/feedback',
      headers: bearer(res.body.value.token),
      payload: { content: 'hi' },
    });
    expect([feedback.status, feedback.body.code]).toEqual([403, 'TRIAL_NOT_ALLOWED']);
    const asPassword = await call(app, {
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: res.body.value.account, password: 'anything' },
    });
    expect(asPassword.body.code).toBe('INVALID_CREDENTIALS');
  });

  it('trial login is refused when free play is off', async () => {
    await setFlag(app, 'freePlay', false);
    const res = await call(app, { method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
    expect([res.status, res.body.code]).toEqual([403, 'FUNCTION_NOT_ENABLED']);
    await setFlag(app, 'freePlay', true);
  });

  it('a URL ticket is exchanged for a session exactly once', async () => {
    const token = await loginAs(app, 'demo', 'Demo1234');
    const ticket = await call(app, { method: 'POST', url: '/wps/session/ticket', headers: bearer(token) });
    const first = await call(app, {
      method: 'POST',
      url: '/wps/session/exchange',
      payload: { ticket: ticket.body.value.ticket },
    });
    expect(first.body.value.account).toBe('demo');
    expect(first.body.value.token).not.toBe(token);
    const second = await call(app, {
      method: 'POST',
      url: '/wps/session/exchange',
      payload: { ticket: ticket.body.value.ticket },
    });
    expect([second.status, second.body.code]).toEqual([400, 'INVALID_TICKET']);
    const noSession = await call(app, { method: 'POST', url: '/wps/session/ticket' });
    expect(noSession.status).toBe(401);
  });
});
