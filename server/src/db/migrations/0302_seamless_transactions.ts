import { sql, type Kysely } from 'kysely';

/** Idempotency records of the seamless-wallet callbacks, keyed by (vendor, transaction id). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('seamless_transaction')
    .addColumn('vendor', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('response', 'jsonb', (c) => c.notNull())
    .addColumn('member_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('seamless_transaction_pk', ['vendor', 'transaction_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('seamless_transaction').execute();
}
