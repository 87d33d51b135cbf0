import type { Kysely } from 'kysely';

/**
 * A member locked by staff (docs/back-office.md "Member status"): cannot sign in, sessions ended at the lock. The
 * reason is kept on the row for the member page; who and when is in the audit trail.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('member')
    .addColumn('locked_at', 'timestamptz')
    .addColumn('lock_reason', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('member').dropColumn('locked_at').dropColumn('lock_reason').execute();
}
