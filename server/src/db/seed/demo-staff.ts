import type { Role } from '@site/shared/schemas/operator';
import type { Db } from '../create-db';
import { hashPassword } from '../../modules/member/password-hash';

/**
 * LOCAL DEMO ONLY: back-office staff (an owner, a finance clerk, a marketing user) with known passwords and known TOTP secrets (docs/back-office.md), so the
 * demo and the end-to-end tests can sign in (a test computes the current code from the secret). Never seeded in
 * production (NODE_ENV=production); a real site creates its first owner with `npm run admin -- staff create`.
 */
export const DEMO_STAFF = [
  {
    account: 'boss',
    displayName: 'Demo Owner',
    role: 'owner',
    password: 'BossDemo-2026!',
    totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  },
  {
    account: 'clerk',
    displayName: 'Demo Finance Clerk',
    role: 'finance',
    password: 'ClerkDemo-2026!',
    totpSecret: 'KRSXG5CTMVRXEZLUKN2XAZLSKNSWC4DF',
  },
  {
    account: 'promo',
    displayName: 'Demo Marketing',
    role: 'marketing',
    password: 'PromoDemo-2026!',
    totpSecret: 'ORSXG5DJNZTSA3LBOJVWK5DJNZTSAMBB',
  },
] as const satisfies readonly {
  account: string;
  displayName: string;
  role: Role;
  password: string;
  totpSecret: string;
}[];

/** Creates the demo staff once (an existing account is left as it is). */
export async function seedDemoStaff(db: Db): Promise<number> {
  let created = 0;
  for (const staff of DEMO_STAFF) {
    const row = await db
      .insertInto('staff_account')
      .values({
        account: staff.account,
        display_name: staff.displayName,
        role: staff.role,
        password_hash: await hashPassword(staff.password),
        totp_secret: staff.totpSecret,
        locked_until: null,
        disabled_at: null,
        last_login_at: null,
        created_by: 'seed',
      })
      .onConflict((c) => c.column('account').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (row) created += 1;
  }
  return created;
}

/** The lines `npm start` prints beside the demo accounts (local demo only). */
export const demoStaffLines = (): string[] =>
  DEMO_STAFF.map(
    (s) =>
      `  ${s.account} / ${s.password} (${s.role}), TOTP secret ${s.totpSecret} (add it to an authenticator app)`,
  );
