import type { Kysely } from 'kysely';

/**
 * The demo vendor's game sessions (seeds, nonce, trial play money), in the database rather than one process's
 * memory: behind a balancer a round may reach any node (docs/adr/009-cluster.md). A real vendor keeps these on its
 * own side; the demo vendor happens to share our database.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('vendor_demo_session')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('trial', 'boolean', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('server_seed', 'text', (c) => c.notNull())
    .addColumn('client_seed', 'text', (c) => c.notNull())
    .addColumn('nonce', 'integer', (c) => c.notNull())
    .addColumn('trial_balance_minor', 'bigint', (c) => c.notNull())
    .addColumn('last_used', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('vendor_demo_session_last_used_idx')
    .on('vendor_demo_session')
    .column('last_used')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('vendor_demo_session').execute();
}
