import type { Kysely } from 'kysely';

/** A session issued with an expired or temporary password may only change it (docs/decisions.md "Accounts against abuse"). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('session_token')
    .addColumn('password_change_required', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('session_token').dropColumn('password_change_required').execute();
}
