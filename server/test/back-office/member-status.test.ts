import type { FastifyInstance } from 'fastify';
import { memberProfileSchema, memberStatusSchema } from '@site/shared/schemas/operator';
import { createTestApp } from '../helpers/test-app';
import { createPlayer, type TestPlayer } from '../games/games-fixtures';
import { freshIp } from '../helpers/accounts';
import { hashPassword } from '../../src/modules/member/password-hash';
import { staffSession } from '../helpers/staff';

/** Member status from the back office (docs/back-office.md "Member status"): lock, unlock, forced password change. */
const PASSWORD = 'Secret123';

describe('member status', () => {
  let app: FastifyInstance;
  let risk: Awaited<ReturnType<typeof staffSession>>;
  beforeAll(async () => {
    app = await createTestApp();
    risk = await staffSession(app, 'risk');
  });
  afterAll(async () => {
    await app.close();
  });

  async function player(): Promise<TestPlayer> {
    const made = await createPlayer(app);
    await app.db
      .updateTable('member')
      .set({ password_hash: await hashPassword(PASSWORD) })
      .where('id', '=', made.memberId)
      .execute();
    return made;
  }
  const change = (id: number, action: string, headers: object = risk.headers, reason = 'Chargeback fraud') =>
    app.inject({
      method: 'POST',
      url: `/wps/admin/members/${id}/${action}`,
      headers: headers as Record<string, string>,
      payload: { reason },
    });
  const login = (account: string, password = PASSWORD) =>
    app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: account, password },
      remoteAddress: freshIp(),
    });
  const auditRows = (id: number) =>
    app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'member')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();

  it('a locked member loses their sessions and cannot sign in until unlocked; each change audited', async () => {
    const member = await player();
    const locked = await change(member.memberId, 'lock');
    expect(locked.statusCode).toBe(200);
    expect(memberStatusSchema.parse(locked.json().value)).toMatchObject({
      locked: true,
      lockReason: 'Chargeback fraud',
      sessionsEnded: 1,
    });
    const balance = await app.inject({ url: '/wps/v2/wallets/balance', headers: member.headers });
    expect(balance.statusCode).toBe(401);
    const refused = await login(member.account);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'ACCOUNT_SUSPENDED']);

    const profile = await app.inject({ url: `/wps/admin/members/${member.memberId}`, headers: risk.headers });
    expect(memberProfileSchema.parse(profile.json().value)).toMatchObject({
      locked: true,
      lockReason: 'Chargeback fraud',
    });

    // A wrong password learns nothing about the lock (last attempt on the lock: a failure brings the captcha).
    const other = await player();
    await change(other.memberId, 'lock');
    expect((await login(other.account, 'Wrong1234')).json().code).toBe('INVALID_CREDENTIALS');

    const again = await change(member.memberId, 'lock');
    expect([again.statusCode, again.json().code]).toEqual([409, 'MEMBER_STATUS_UNCHANGED']);

    const unlocked = await change(member.memberId, 'unlock', risk.headers, 'Bank cleared it');
    expect(unlocked.json().value).toMatchObject({ locked: false, lockedAt: null, sessionsEnded: 0 });
    expect((await login(member.account)).json().success).toBe(true);

    // One row per change that happened; the refused second lock left none.
    const rows = await auditRows(member.memberId);
    expect(rows.map((row) => [row.action, row.staff_id, row.reason])).toEqual([
      ['member.lock', risk.id, 'Chargeback fraud'],
      ['member.unlock', risk.id, 'Bank cleared it'],
    ]);
    expect(rows[0]).toMatchObject({
      before: { locked: false, mustChangePassword: false },
      after: { locked: true, mustChangePassword: false, sessionsEnded: 1 },
    });
  });

  it('a forced password change ends the sessions and the next sign-in may only change the password', async () => {
    const member = await player();
    const forced = await change(member.memberId, 'force-password-change', risk.headers, 'Password leaked');
    expect(forced.json().value).toMatchObject({ mustChangePassword: true, sessionsEnded: 1 });
    const signedIn = await login(member.account);
    expect(signedIn.json().value.passwordExpired).toBe(true);
    const token = signedIn.json().value.token as string;
    const balance = await app.inject({
      url: '/wps/v2/wallets/balance',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(balance.json().code).toBe('PASSWORD_CHANGE_REQUIRED');
    expect((await change(member.memberId, 'force-password-change')).json().code).toBe(
      'MEMBER_STATUS_UNCHANGED',
    );
    expect((await auditRows(member.memberId)).map((row) => row.action)).toEqual([
      'member.force-password-change',
    ]);
  });

  it('needs members.manage, a reason, and an existing member', async () => {
    const member = await player();
    const support = await staffSession(app, 'support');
    const refused = await change(member.memberId, 'lock', support.headers);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'STAFF_FORBIDDEN']);
    expect((await change(member.memberId, 'lock', risk.headers, ' ')).statusCode).toBe(400);
    expect((await change(2_000_000_000, 'lock')).json().code).toBe('MEMBER_NOT_FOUND');
    expect(await auditRows(member.memberId)).toHaveLength(0);
  });
});
