import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { createSeededApp, loginAs } from '../helpers/accounts';
import { automation, staffSession } from '../helpers/staff';
import { totpCode } from '../../src/modules/staff/totp';
import { DEMO_STAFF, seedDemoStaff } from '../../src/db/seed/demo-staff';

/** Staff sign-in: password, then a TOTP code (once per window) or a recovery code (once ever); docs/back-office.md. */
let app: FastifyInstance;
beforeAll(async () => {
  app = await createSeededApp();
});
afterAll(async () => {
  await app.close();
});

const PASSWORD = 'correct horse battery';
const NEXT_STEP = 30_000;

async function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'POST', url, payload: payload as object, headers });
  return {
    status: res.statusCode,
    body: res.json(),
    cookie: res.headers['set-cookie'] as string | undefined,
  };
}

/** An enrolled staff member: created by automation, enrolled through the one-time link. */
async function enrolled(account: string, role = 'finance') {
  const created = await post(
    '/wps/admin/staff',
    { account, displayName: account, role },
    automation(app, 'jest'),
  );
  expect(created.status).toBe(200);
  const token = new URL(created.body.value.enrolmentUrl, 'http://x').searchParams.get('token')!;
  const shown = await app.inject({ url: `/wps/staff/enrol/${encodeURIComponent(token)}` });
  expect(shown.json().value).toMatchObject({
    account,
    otpauthUrl: expect.stringMatching(/^otpauth:\/\/totp\//),
  });
  const secret = shown.json().value.secret as string;
  const done = await post('/wps/staff/enrol', { token, password: PASSWORD, code: totpCode(secret) });
  expect(done.status).toBe(200);
  return {
    id: created.body.value.staff.id as number,
    secret,
    token,
    recoveryCodes: done.body.value.recoveryCodes as string[],
  };
}

async function ticketFor(account: string, password = PASSWORD) {
  return post('/wps/staff/login', { account, password });
}

const cookieOf = (setCookie: string | undefined) => setCookie!.split(';')[0]!;

describe('enrolment', () => {
  it('the link works once; the first code must be right', async () => {
    const created = await post(
      '/wps/admin/staff',
      { account: 'erin', displayName: 'Erin', role: 'support' },
      automation(app),
    );
    const token = new URL(created.body.value.enrolmentUrl, 'http://x').searchParams.get('token')!;
    const secret = (await app.inject({ url: `/wps/staff/enrol/${token}` })).json().value.secret;
    const wrong = await post('/wps/staff/enrol', {
      token,
      password: PASSWORD,
      code: '000000' === totpCode(secret) ? '111111' : '000000',
    });
    expect([wrong.status, wrong.body.code]).toEqual([401, 'STAFF_CODE_INVALID']);
    const done = await post('/wps/staff/enrol', { token, password: PASSWORD, code: totpCode(secret) });
    expect(done.body.value.recoveryCodes).toHaveLength(10);
    const again = await post('/wps/staff/enrol', { token, password: PASSWORD, code: totpCode(secret) });
    expect([again.status, again.body.code]).toEqual([404, 'STAFF_ENROLMENT_INVALID']);
    const duplicate = await post(
      '/wps/admin/staff',
      { account: 'erin', displayName: 'E', role: 'owner' },
      automation(app),
    );
    expect([duplicate.status, duplicate.body.code]).toEqual([409, 'STAFF_ACCOUNT_EXISTS']);
  });
});

describe('sign-in', () => {
  it('password then TOTP sets the httpOnly staff_session cookie; me, sign-out', async () => {
    const { secret } = await enrolled('fiona');
    const step1 = await ticketFor('fiona');
    expect(step1.body.value).toMatchObject({ next: 'totp', ticket: expect.any(String) });
    const step2 = await post('/wps/staff/login/verify', {
      ticket: step1.body.value.ticket,
      code: totpCode(secret, Date.now() + NEXT_STEP),
    });
    expect(step2.status).toBe(200);
    expect(step2.body.value).toMatchObject({
      account: 'fiona',
      role: 'finance',
      permissions: expect.arrayContaining(['withdrawals.approve']),
    });
    expect(step2.cookie).toMatch(/^staff_session=[^;]+; Path=\/; HttpOnly; SameSite=Strict/);
    const cookie = cookieOf(step2.cookie);
    const me = await app.inject({ url: '/wps/staff/me', headers: { cookie } });
    expect(me.json().value).toMatchObject({ account: 'fiona' });
    expect(
      (await app.inject({ url: '/wps/admin/withdrawals/pending', headers: { cookie } })).statusCode,
    ).toBe(200);
    expect((await app.inject({ url: '/wps/admin/staff', headers: { cookie } })).json().code).toBe(
      'STAFF_FORBIDDEN',
    );
    await post('/wps/staff/logout', {}, { cookie });
    expect((await app.inject({ url: '/wps/staff/me', headers: { cookie } })).json().code).toBe(
      'STAFF_SESSION_EXPIRED',
    );
    expect((await app.inject({ url: '/wps/staff/me' })).json().code).toBe('STAFF_UNAUTHENTICATED');
  });

  it('a wrong password and a wrong code are refused with their own codes', async () => {
    const { secret } = await enrolled('gus');
    const badPassword = await ticketFor('gus', 'not the password');
    expect([badPassword.status, badPassword.body.code]).toEqual([401, 'STAFF_LOGIN_FAILED']);
    const unknown = await ticketFor('nobody-here', PASSWORD);
    expect([unknown.status, unknown.body.code]).toEqual([401, 'STAFF_LOGIN_FAILED']);
    const { ticket } = (await ticketFor('gus')).body.value;
    const good = totpCode(secret, Date.now() + NEXT_STEP);
    const wrongCode = await post('/wps/staff/login/verify', {
      ticket,
      code: good === '123456' ? '654321' : '123456',
    });
    expect([wrongCode.status, wrongCode.body.code]).toEqual([401, 'STAFF_CODE_INVALID']);
    const badTicket = await post('/wps/staff/login/verify', { ticket: 'made-up', code: good });
    expect(badTicket.body.code).toBe('STAFF_TICKET_INVALID');
  });

  it('a TOTP code works once in its window (replay refused), and the member session is not a staff one', async () => {
    const { secret } = await enrolled('hana');
    const code = totpCode(secret, Date.now() + NEXT_STEP);
    const first = await post('/wps/staff/login/verify', {
      ticket: (await ticketFor('hana')).body.value.ticket,
      code,
    });
    expect(first.status).toBe(200);
    const replay = await post('/wps/staff/login/verify', {
      ticket: (await ticketFor('hana')).body.value.ticket,
      code,
    });
    expect([replay.status, replay.body.code]).toEqual([401, 'STAFF_CODE_INVALID']);
    // The code enrolment used (the current step) is older than the one accepted: refused too.
    const older = await post('/wps/staff/login/verify', {
      ticket: (await ticketFor('hana')).body.value.ticket,
      code: totpCode(secret),
    });
    expect(older.body.code).toBe('STAFF_CODE_INVALID');
    const member = await loginAs(app, 'demo', 'Demo1234');
    const asMember = await app.inject({
      url: '/wps/staff/me',
      headers: { authorization: `Bearer ${member}` },
    });
    expect([asMember.statusCode, asMember.json().code]).toEqual([403, 'STAFF_FORBIDDEN']);
  });

  it('a recovery code signs in once only', async () => {
    const { recoveryCodes } = await enrolled('ivan');
    const code = recoveryCodes[0]!;
    const first = await post('/wps/staff/login/verify', {
      ticket: (await ticketFor('ivan')).body.value.ticket,
      code,
    });
    expect(first.status).toBe(200);
    const second = await post('/wps/staff/login/verify', {
      ticket: (await ticketFor('ivan')).body.value.ticket,
      code,
    });
    expect([second.status, second.body.code]).toEqual([401, 'STAFF_CODE_INVALID']);
    // Lower case and without the dash is the same code (people type them).
    const third = recoveryCodes[1]!.replace('-', '').toLowerCase();
    expect(
      (
        await post('/wps/staff/login/verify', {
          ticket: (await ticketFor('ivan')).body.value.ticket,
          code: third,
        })
      ).status,
    ).toBe(200);
  });

  it('five failures lock the account, even against the right password; an owner unlocks it', async () => {
    const { id, secret } = await enrolled('jack');
    for (let i = 0; i < 5; i += 1)
      expect((await ticketFor('jack', `wrong password ${i}`)).body.code).toBe('STAFF_LOGIN_FAILED');
    const locked = await ticketFor('jack');
    expect([locked.status, locked.body.code]).toEqual([403, 'STAFF_LOCKED']);
    expect(locked.body.value.until).toEqual(expect.any(String));
    const unlock = await post(
      `/wps/admin/staff/${id}/unlock`,
      { reason: 'Called the help desk' },
      automation(app),
    );
    expect(unlock.body.value.status).toBe('active');
    const ok = await post('/wps/staff/login/verify', {
      ticket: (await ticketFor('jack')).body.value.ticket,
      code: totpCode(secret, Date.now() + NEXT_STEP),
    });
    expect(ok.status).toBe(200);
    // A manager's lock ends the sessions at once.
    const cookie = cookieOf(ok.cookie);
    await post(`/wps/admin/staff/${id}/lock`, { reason: 'Left the company' }, automation(app));
    expect((await app.inject({ url: '/wps/staff/me', headers: { cookie } })).statusCode).toBe(401);
    expect((await ticketFor('jack')).body.code).toBe('STAFF_LOCKED');
  });

  it('a session ends after the inactivity timeout; sign-out everywhere ends them all', async () => {
    const { id, recoveryCodes } = await enrolled('kate');
    const signIn = async (code: string) =>
      cookieOf(
        (await post('/wps/staff/login/verify', { ticket: (await ticketFor('kate')).body.value.ticket, code }))
          .cookie,
      );
    const a = await signIn(recoveryCodes[0]!);
    const b = await signIn(recoveryCodes[1]!);
    const c = await signIn(recoveryCodes[2]!);
    const idle = app.config.STAFF_IDLE_MINUTES + 1;
    await sql`update staff_session set last_seen_at = now() - make_interval(mins => ${idle})
      where staff_id = ${id} and token_hash = (select token_hash from staff_session where staff_id = ${id} order by id limit 1)`.execute(
      app.db,
    );
    // The cookie of an ended session gets its own code: the back office shows "your session ended" on it.
    expect((await app.inject({ url: '/wps/staff/me', headers: { cookie: a } })).json()).toMatchObject({
      code: 'STAFF_SESSION_EXPIRED',
    });
    expect((await app.inject({ url: '/wps/staff/me', headers: { cookie: b } })).statusCode).toBe(200);
    const all = await post('/wps/staff/logout-all', {}, { cookie: b });
    // Every session not yet revoked is closed, the idle one included.
    expect(all.body.value.signedOut).toBe(3);
    expect((await app.inject({ url: '/wps/staff/me', headers: { cookie: c } })).statusCode).toBe(401);
  });
});

describe('staff management and its audit', () => {
  it('role change, reset 2FA: audited with before/after and reason; nobody changes their own access', async () => {
    const { id } = await enrolled('lena', 'support');
    const role = await app.inject({
      method: 'PUT',
      url: `/wps/admin/staff/${id}/role`,
      headers: automation(app, 'ops'),
      payload: { role: 'risk', reason: 'Moved to the risk desk' },
    });
    expect(role.json().value).toMatchObject({
      role: 'risk',
      permissions: expect.arrayContaining(['audit.read']),
    });
    const reset = await post(`/wps/admin/staff/${id}/reset-2fa`, { reason: 'Lost phone' }, automation(app));
    expect(reset.body.value).toMatchObject({
      staff: { status: 'pending-enrolment' },
      enrolmentUrl: expect.stringMatching(/^\/bo\/enrol\?token=/),
    });
    expect((await ticketFor('lena')).body.code).toBe('STAFF_LOGIN_FAILED');
    const trail = await app.inject({
      url: `/wps/admin/audit?entity=staff&entityId=${id}`,
      headers: automation(app),
    });
    const actions = trail
      .json()
      .value.items.map(
        (r: { action: string; actor: string; reason: string | null; before: unknown; after: unknown }) => [
          r.action,
          r.actor,
          r.reason,
        ],
      );
    expect(actions).toEqual([
      ['staff.reset-2fa', 'automation', 'Lost phone'],
      ['staff.role', 'automation:ops', 'Moved to the risk desk'],
      ['staff.enrol', 'staff:lena', null],
      ['staff.create', 'automation:jest', null],
    ]);
    expect(trail.json().value.items[1]).toMatchObject({
      before: { role: 'support' },
      after: { role: 'risk' },
    });
    const owner = await staffSession(app, 'owner');
    const self = await post(`/wps/admin/staff/${owner.id}/lock`, { reason: 'oops' }, owner.headers);
    expect([self.status, self.body.code]).toEqual([409, 'STAFF_SELF_CHANGE']);
  });
});

describe('demo staff (local demo seed)', () => {
  it('boss signs in with the known password and a code from the known secret', async () => {
    expect(await seedDemoStaff(app.db)).toBe(DEMO_STAFF.length);
    expect(await seedDemoStaff(app.db)).toBe(0);
    const boss = DEMO_STAFF[0];
    const step1 = await post('/wps/staff/login', { account: boss.account, password: boss.password });
    const step2 = await post('/wps/staff/login/verify', {
      ticket: step1.body.value.ticket,
      code: totpCode(boss.totpSecret),
    });
    expect(step2.body.value).toMatchObject({ account: 'boss', role: 'owner' });
  });
});
