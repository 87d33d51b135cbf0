import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { noteLoginFailure, SPRAY_EVENT } from '../../src/modules/session/spray-alerts';
import { call, createSeededApp, freshIp, solvedCaptcha } from '../helpers/accounts';

/** Issue 16: password spraying (many usernames from one address, many addresses on one username) alerts operators. */
describe('password-spraying alerts', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createSeededApp();
  }, 120_000);
  afterAll(async () => app.close());

  const fail = async (username: string, ip: string) => {
    const res = await call(app, {
      method: 'POST',
      url: '/wps/session/login',
      payload: { username, password: 'Wrong-Guess-1', ...(await solvedCaptcha(app)) },
      remoteAddress: ip,
    });
    expect(res.body.code).toBe('INVALID_CREDENTIALS');
  };
  const alerts = async (token = app.config.ADMIN_TOKEN) =>
    call(app, {
      method: 'GET',
      url: '/wps/admin/abuse-events?sinceMinutes=60',
      headers: { 'x-admin-token': token },
    });

  it('one address failing on many usernames raises one alert, listed for operators only', async () => {
    const ip = freshIp();
    for (const username of ['demo', 'player1', 'nobody01', 'nobody02']) await fail(username, ip);
    expect((await alerts()).body.value).toEqual([]);
    await fail('nobody03', ip);
    await fail('nobody04', ip);
    const listed = await alerts();
    expect(listed.body.value).toEqual([
      expect.objectContaining({ kind: 'alert:password-spray-address', key: ip }),
    ]);
    expect((await alerts('wrong-token')).status).toBe(401);
  });

  it('one username failing from many addresses raises an alert on the account', async () => {
    for (let i = 0; i < 5; i++) await fail('agent1', freshIp());
    const kinds = ((await alerts()).body.value as Array<{ kind: string; key: string }>).map(
      (a) => `${a.kind} ${a.key}`,
    );
    expect(kinds).toContain('alert:password-spray-account agent1');
  });

  it('logs the stable event name once per key and window', async () => {
    const warn = jest.fn();
    const log = { warn } as unknown as FastifyBaseLogger;
    const ip = freshIp();
    for (let i = 0; i < 6; i++) {
      await app.db
        .insertInto('login_attempt')
        .values({ account: `sprayed${i}`, ip, success: false })
        .execute();
      await noteLoginFailure(app.db, log, `sprayed${i}`, ip);
    }
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatchObject({
      event: SPRAY_EVENT,
      kind: 'alert:password-spray-address',
      key: ip,
      accounts: 5,
    });
  });
});
