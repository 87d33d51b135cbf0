import { sql, type Kysely } from 'kysely';

/**
 * Money out (docs/payments.md "Money out"): the member's withdrawal password (scrypt, like login passwords),
 * payout accounts (soft-deleted so past orders keep naming them), withdrawal orders (each backed by one ledger
 * hold `withdrawal:<id>`) and the operators' audit trail.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('withdrawal_password')
    .addColumn('member_id', 'integer', (c) => c.primaryKey())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('payout_account')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('bank', 'ewallet')`))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('account_number', 'text', (c) => c.notNull())
    .addColumn('payee_name', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('payout_account_member_idx')
    .on('payout_account')
    .columns(['member_id'])
    .execute();

  await db.schema
    .createTable('withdrawal_order')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('payout_account_id', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull().check(sql`amount_minor > 0`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('hold_key', 'text', (c) => c.notNull().unique())
    .addColumn('reason', 'text')
    .addColumn('reviewed_by', 'text')
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('gateway_tx_id', 'text', (c) => c.unique())
    .addColumn('paid_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('withdrawal_order_member_idx')
    .on('withdrawal_order')
    .columns(['member_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('withdrawal_order_status_idx')
    .on('withdrawal_order')
    .columns(['status', 'id'])
    .execute();

  await db.schema
    .createTable('withdrawal_audit')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('order_id', 'bigint', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('detail', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('withdrawal_audit_order_idx')
    .on('withdrawal_audit')
    .columns(['order_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('withdrawal_audit').execute();
  await db.schema.dropTable('withdrawal_order').execute();
  await db.schema.dropTable('payout_account').execute();
  await db.schema.dropTable('withdrawal_password').execute();
}
