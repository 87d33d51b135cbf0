import { sql, type Kysely } from 'kysely';

/**
 * Password reset by a single-use link (issue 16, finding 5): only the sha256 of the link's secret is stored,
 * it expires after 10 minutes, and the password is unchanged until the owner uses it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('password_reset')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('password_reset_member_idx')
    .on('password_reset')
    .columns(['member_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('password_reset').execute();
}
