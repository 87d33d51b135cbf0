import { sql, type Kysely } from 'kysely';

/** Remote load/render failures reported by browsers, so ops can see which remote version fails. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('remote_error')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('remote', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('remote_error_created_idx').on('remote_error').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('remote_error').execute();
}
