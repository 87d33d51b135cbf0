import { sql, type Kysely } from 'kysely';

/**
 * The gateway callbacks we applied, one row per (gateway transaction, status) with the outcome we decided: a
 * retry of the same callback gets the same answer, whatever arrived in between (docs/decisions.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('deposit_webhook_event')
    .addColumn('gateway_tx_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('order_id', 'bigint', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('deposit_webhook_event_pk', ['gateway_tx_id', 'status'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('deposit_webhook_event').execute();
}
