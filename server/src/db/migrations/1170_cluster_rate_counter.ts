import type { Kysely } from 'kysely';

/**
 * Fixed-window counters every server process shares (server/src/db/rate-counter.repository.ts): one row per key,
 * the window it counts and the count, so a client's budget is the same whichever node it reaches (docs/adr/009).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_counter')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_counter_expires_idx').on('rate_counter').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_counter').execute();
}
