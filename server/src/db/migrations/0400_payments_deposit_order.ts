import { sql, type Kysely } from 'kysely';

/**
 * Deposit orders (docs/payments.md): one row per "member wants to pay in X through channel Y". The gateway's
 * transaction id is unique, so one gateway payment can settle at most one order; the ledger key
 * `deposit:gw:<gatewayTxId>` makes the credit itself happen once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('deposit_order')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull().check(sql`amount_minor > 0`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('gateway_tx_id', 'text', (c) => c.unique())
    .addColumn('paid_amount_minor', 'bigint')
    .addColumn('late', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('deposit_order_member_idx')
    .on('deposit_order')
    .columns(['member_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('deposit_order_pending_idx')
    .on('deposit_order')
    .columns(['status', 'expires_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('deposit_order').execute();
}
