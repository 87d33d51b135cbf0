import type { FastifyInstance } from 'fastify';
import { STAFF_SESSION_COOKIE, type Role } from '@site/shared/schemas/operator';
import { insertStaff, updateStaff } from '../../src/modules/staff/staff.repository';
import { insertStaffSession } from '../../src/modules/staff/staff-session.repository';
import { newSecret } from '../../src/modules/session/session-token';
import { newTotpSecret } from '../../src/modules/staff/totp';
import { call, createSeededApp } from './accounts';

let counter = 0;

/**
 * A signed-in staff member of `role`, made straight in the database (no scrypt, no TOTP: the sign-in itself is
 * tested in test/staff/staff-auth.test.ts). Returns the cookie header to send and the staff id.
 */
export async function staffSession(
  app: FastifyInstance,
  role: Role,
  account = `${role.replace(/[^a-z]/g, '')}${(counter += 1)}x${process.pid % 1000}`,
): Promise<{ id: number; account: string; headers: { cookie: string } }> {
  const id = await insertStaff(app.db, { account, displayName: account, role, createdBy: 'test' });
  await updateStaff(app.db, id, { totp_secret: newTotpSecret(), password_hash: 'unused' });
  const { secret, hash } = newSecret();
  await insertStaffSession(app.db, { staffId: id, tokenHash: hash, ip: '127.0.0.1', userAgent: 'jest' });
  return { id, account, headers: { cookie: `${STAFF_SESSION_COOKIE}=${secret}` } };
}

export const automation = (app: FastifyInstance, label?: string) => ({
  'x-admin-token': app.config.ADMIN_TOKEN,
  ...(label ? { 'x-admin-actor': label } : {}),
});

/**
 * A content desk's test file (docs/back-office.md "Content"): the seeded app, whose content players read; an editor
 * of `editorRole` and a support member, who lacks `content.manage`; the app closed after the file, and the dev clock
 * put back after each test, since the schedule tests move it. Call in a describe's body: it registers its own hooks,
 * and the fields can be read once its beforeAll has run.
 */
export function contentDesk(editorRole: Role): {
  readonly app: FastifyInstance;
  readonly editor: { cookie: string };
  readonly support: { cookie: string };
} {
  let ready: { app: FastifyInstance; editor: { cookie: string }; support: { cookie: string } } | undefined;
  beforeAll(async () => {
    const app = await createSeededApp();
    const editor = (await staffSession(app, editorRole)).headers;
    const support = (await staffSession(app, 'support')).headers;
    ready = { app, editor, support };
  }, 120_000);
  afterAll(async () => {
    await ready?.app.close();
  });
  afterEach(async () => {
    if (ready) await call(ready.app, { method: 'DELETE', url: '/wps/dev/clock' });
  });
  const get = () => {
    if (!ready) throw new Error('contentDesk: the app starts in beforeAll');
    return ready;
  };
  return {
    get app() {
      return get().app;
    },
    get editor() {
      return get().editor;
    },
    get support() {
      return get().support;
    },
  };
}
