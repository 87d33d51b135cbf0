import type { FastifyInstance } from 'fastify';
import { seedGames } from '../games/games-fixtures';
import { bearer, call, createSeededApp, freshIp } from '../helpers/accounts';

/** Finding 7: the forced password change is enforced by the server, not only shown by the UI. */
describe('a session opened with an expired or temporary password', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createSeededApp();
    await seedGames(app.db);
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  const login = async (username: string, password: string) => {
    const res = await call(app, {
      method: 'POST',
      url: '/wps/session/login',
      payload: { username, password },
      remoteAddress: freshIp(),
    });
    expect(res.body.success).toBe(true);
    return res.body.value as { token: string; passwordExpired: boolean };
  };
  const balance = (token: string) =>
    call(app, { method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(token) });
  const launch = (token: string) =>
    call(app, {
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: bearer(token),
      payload: { gameId: 'PG-RNG-0002' },
    });

  it('may only change the password, read member info and log out until it does', async () => {
    const { token, passwordExpired } = await login('expired', 'Expired123');
    expect(passwordExpired).toBe(true);
    for (const res of [
      await balance(token),
      await launch(token),
      await call(app, { method: 'POST', url: '/wps/session/ticket', headers: bearer(token) }),
    ]) {
      expect([res.status, res.body.code]).toEqual([403, 'PASSWORD_CHANGE_REQUIRED']);
    }
    const info = await call(app, { method: 'GET', url: '/wps/member/info', headers: bearer(token) });
    expect([info.status, info.body.value.account]).toEqual([200, 'expired']);

    const change = await call(app, {
      method: 'POST',
      url: '/wps/member/password',
      headers: bearer(token),
      payload: {
        oldPassword: 'Expired123',
        newPassword: 'Renewed-2026x',
        confirmNewPassword: 'Renewed-2026x',
      },
    });
    expect(change.body.success).toBe(true);
    const after = await balance(token);
    expect([after.status, after.body.success]).toEqual([200, true]);
    const launched = await launch(token);
    expect(launched.body.code).not.toBe('PASSWORD_CHANGE_REQUIRED');
    expect((await login('expired', 'Renewed-2026x')).passwordExpired).toBe(false);
  });

  it('can still log out, and an ordinary session is not held back', async () => {
    const demo = await login('demo', 'Demo1234');
    expect((await balance(demo.token)).status).toBe(200);
    // An operator (or agent) set a temporary password: the member must change it at the next login.
    await app.db
      .updateTable('member')
      .set({ must_change_password: true })
      .where('account', '=', 'demo')
      .execute();
    const temporary = 'Demo1234';
    const { token, passwordExpired } = await login('demo', temporary);
    expect(passwordExpired).toBe(true);
    expect((await balance(token)).body.code).toBe('PASSWORD_CHANGE_REQUIRED');
    const out = await call(app, { method: 'DELETE', url: '/wps/session/logout', headers: bearer(token) });
    expect(out.body.success).toBe(true);
    expect((await balance(token)).body.code).toBe('NOT_LOGGED_IN');
  });
});
