import { sql, type Kysely } from 'kysely';

/**
 * Per-address (or per-whatever) counters of actions that abuse would repeat: account creation, trial accounts,
 * answers that tell whether a username or mobile exists. One row per allowed action; counted over a window.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('abuse_event')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('abuse_event_kind_key_idx')
    .on('abuse_event')
    .columns(['kind', 'key', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('abuse_event').execute();
}
