import type { Kysely } from 'kysely';

/**
 * Encrypted calls (docs/adr/011-encrypted-calls.md). `hpke_key`: which key ids exist and when each was retired —
 * never key material (each process derives the private key from HPKE_MASTER_KEY and the id). `hpke_request_seen`:
 * request ids already opened, kept for the replay window, shared by every process.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('hpke_key')
    .addColumn('key_id', 'integer', (c) => c.primaryKey())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('retired_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('hpke_request_seen')
    .addColumn('request_id', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('hpke_request_seen_expires_idx')
    .on('hpke_request_seen')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('hpke_request_seen').execute();
  await db.schema.dropTable('hpke_key').execute();
}
