import type { FastifyInstance } from 'fastify';
import { ABUSE_LIMITS, deviceKey } from '../../src/modules/verification/abuse-limits';
import { call, createSeededApp, freshIp, solvedCaptcha } from '../helpers/accounts';

/** Issue "Accounts hold against abuse", findings 6 and 8: floods of accounts and existence oracles are throttled. */
describe('limits on account creation and on "already taken" answers, per device and per address', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createSeededApp();
  }, 120_000);
  afterAll(async () => app.close());

  const members = async () => (await app.db.selectFrom('member').select('id').execute()).length;

  it('creates at most 3 trial accounts an hour from one address; another address is unaffected', async () => {
    const ip = freshIp();
    const before = await members();
    const codes = [];
    for (let i = 0; i < 6; i++) {
      const res = await call(app, {
        method: 'POST',
        url: '/wps/session/login/freeplay',
        payload: {},
        remoteAddress: ip,
      });
      codes.push(res.status === 200 ? 'OK' : res.body.code);
    }
    expect(codes).toEqual(['OK', 'OK', 'OK', 'TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS']);
    expect((await members()) - before).toBe(3);
    const elsewhere = await call(app, {
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: {},
      remoteAddress: freshIp(),
    });
    expect(elsewhere.status).toBe(200);
  });

  it('registers at most 5 accounts an hour from one address, and a refused one creates nothing', async () => {
    const ip = freshIp();
    const before = await members();
    const codes = [];
    for (let i = 0; i < 7; i++) {
      const res = await call(app, {
        method: 'POST',
        url: '/wps/member/register',
        payload: {
          username: `flood${i}x${ip.split('.').join('')}`.slice(0, 16),
          password: 'Secret123',
          confirmPassword: 'Secret123',
          ...(await solvedCaptcha(app)),
        },
        remoteAddress: ip,
      });
      codes.push(res.status === 200 ? 'OK' : res.body.code);
    }
    expect(codes).toEqual(['OK', 'OK', 'OK', 'OK', 'OK', 'TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS']);
    expect((await members()) - before).toBe(5);
  });

  it('answers "username taken" at most 10 times an hour to one address, then 429 without saying', async () => {
    const ip = freshIp();
    const codes = [];
    for (let i = 0; i < 12; i++) {
      const res = await call(app, {
        method: 'POST',
        url: '/wps/member/register',
        payload: {
          username: 'demo',
          password: 'Secret123',
          confirmPassword: 'Secret123',
          ...(await solvedCaptcha(app)),
        },
        remoteAddress: ip,
      });
      codes.push(res.body.code);
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill('USERNAME_TAKEN'));
    expect(codes.slice(10)).toEqual(['TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS']);
  });

  it('does the same for the registration SMS: MOBILE_TAKEN a few times, then 429', async () => {
    const ip = freshIp();
    const codes = [];
    for (let i = 0; i < 12; i++) {
      const res = await call(app, {
        method: 'POST',
        url: '/wps/verification/sms/register',
        payload: { mobileNum: '9171234567', countryDialingCode: '63', ...(await solvedCaptcha(app)) },
        remoteAddress: ip,
      });
      codes.push(res.body.code);
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill('MOBILE_TAKEN'));
    expect(codes.slice(10)).toEqual(['TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS']);
  });

  it('limits trial accounts per device signature too, whatever address each request comes from', async () => {
    const headers = { 'x-device-signature': `device-${freshIp()}-trial` };
    const codes = [];
    for (let i = 0; i < 5; i++) {
      const res = await call(app, {
        method: 'POST',
        url: '/wps/session/login/freeplay',
        payload: {},
        headers,
        remoteAddress: freshIp(),
      });
      codes.push(res.status === 200 ? 'OK' : `${res.status} ${res.body.code}`);
    }
    expect(codes).toEqual(['OK', 'OK', 'OK', '429 TOO_MANY_REQUESTS', '429 TOO_MANY_REQUESTS']);
    // Another device from a fresh address is unaffected; only the signature's hash is stored.
    const other = await call(app, {
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: {},
      headers: { 'x-device-signature': 'another-device-1' },
      remoteAddress: freshIp(),
    });
    expect(other.status).toBe(200);
    const keys = await app.db
      .selectFrom('abuse_event')
      .select('key')
      .where('kind', '=', 'trial-created')
      .execute();
    expect(keys.some((k) => k.key.includes(headers['x-device-signature']))).toBe(false);
    expect(keys.filter((k) => /^device:[0-9a-f]{64}$/.test(k.key)).length).toBeGreaterThanOrEqual(4);
  });

  it('limits registrations per device signature across addresses, and a refused one creates nothing', async () => {
    const headers = { 'x-device-signature': `device-${freshIp()}-register` };
    const before = await members();
    const codes = [];
    for (let i = 0; i < 7; i++) {
      const res = await call(app, {
        method: 'POST',
        url: '/wps/member/register',
        headers,
        payload: {
          username: `dev${i}x${Date.now() % 100000}`,
          password: 'Secret123',
          confirmPassword: 'Secret123',
          ...(await solvedCaptcha(app)),
        },
        remoteAddress: freshIp(),
      });
      codes.push(res.status === 200 ? 'OK' : `${res.status} ${res.body.code}`);
    }
    expect(codes).toEqual(['OK', 'OK', 'OK', 'OK', 'OK', '429 TOO_MANY_REQUESTS', '429 TOO_MANY_REQUESTS']);
    expect((await members()) - before).toBe(5);
  });

  const register = async (ip: string, device: string | null, name: string) =>
    call(app, {
      method: 'POST',
      url: '/wps/member/register',
      headers: device ? { 'x-device-signature': device } : {},
      payload: {
        username: name.slice(0, 16),
        password: 'Secret123',
        confirmPassword: 'Secret123',
        ...(await solvedCaptcha(app)),
      },
      remoteAddress: ip,
    });
  /** Back-dated sign-ups of one key, as if made `minutesAgo`. */
  const pastEvents = async (kind: string, key: string, count: number, minutesAgo: number) =>
    app.db
      .insertInto('abuse_event')
      .values(
        Array.from({ length: count }, () => ({
          kind,
          key,
          created_at: new Date(Date.now() - minutesAgo * 60_000),
        })) as never,
      )
      .execute();

  it('lets many phones behind one carrier address sign up: the device is the key, the address allowance is NAT-sized', async () => {
    const ip = freshIp();
    const codes = [];
    // Eight players on eight phones, one shared address: more than one device's allowance, all accepted.
    for (let i = 0; i < 8; i++) {
      const res = await register(ip, `nat-phone-${ip}-${i}`, `nat${i}x${ip.split('.').join('')}`);
      codes.push(res.status === 200 ? 'OK' : res.body.code);
    }
    expect(codes).toEqual(Array(8).fill('OK'));
  });

  it('still caps one address at its NAT-sized allowance, whatever devices it claims', async () => {
    const ip = freshIp();
    const { limit } = ABUSE_LIMITS['account-created-address'];
    await pastEvents('account-created-address', ip, limit - 1, 10);
    const last = await register(ip, `cap-phone-${ip}-a`, `capa${ip.split('.').join('')}`);
    expect(last.status).toBe(200);
    const refused = await register(ip, `cap-phone-${ip}-b`, `capb${ip.split('.').join('')}`);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
  });

  it('answers with the real time to wait: when the oldest sign-up of the window ages out, not a fixed 5 minutes', async () => {
    const device = `wait-phone-${freshIp()}`;
    const ip = freshIp();
    // The device's five sign-ups: the oldest 50 minutes ago, so one more is allowed in ~10 minutes.
    const key = deviceKey(device)!;
    await pastEvents('account-created', key, 1, 50);
    await pastEvents('account-created', key, 4, 5);
    const refused = await register(ip, device, `wait${ip.split('.').join('')}`);
    expect(refused.status).toBe(429);
    const wait = refused.body.value.retryAfterSeconds as number;
    expect(wait).toBeGreaterThan(9 * 60);
    expect(wait).toBeLessThanOrEqual(10 * 60);
    expect(refused.body.message).toBe('Too many requests, please retry in 10 minutes');
    // A fresh window: the whole hour.
    const unsignedIp = freshIp();
    for (let i = 0; i < 5; i++)
      expect((await register(unsignedIp, null, `hour${i}${unsignedIp.split('.').join('')}`)).status).toBe(
        200,
      );
    const hour = await register(unsignedIp, null, `hourx${unsignedIp.split('.').join('')}`);
    expect(hour.body.value.retryAfterSeconds).toBeGreaterThan(59 * 60);
    expect(hour.body.message).toBe('Too many requests, please retry in 60 minutes');
  });
});
