import { sql, type Kysely } from 'kysely';

/**
 * Dividend bills: one row per (contract, period), the exactly-once key as for salary bills. Each bill records the
 * period's own net loss, the negative amount carried in from earlier periods where the players won, and what it
 * carries out to the next period (docs/agents.md "Dividends"): the carry lives on the bills, so it is as durable
 * and as exactly-once as they are, and the next period reads it from the contract's latest bill.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('agent_dividend_bill')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('contract_id', 'integer', (c) => c.notNull().references('agent_contract.id'))
    .addColumn('period_key', 'text', (c) => c.notNull())
    .addColumn('payer_id', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('period_start', 'timestamptz', (c) => c.notNull())
    .addColumn('period_end', 'timestamptz', (c) => c.notNull())
    .addColumn('valid_bet_minor', 'bigint', (c) => c.notNull())
    .addColumn('active_members', 'integer', (c) => c.notNull())
    .addColumn('net_loss_minor', 'bigint', (c) => c.notNull())
    .addColumn('carried_in_minor', 'bigint', (c) => c.notNull())
    .addColumn('carried_out_minor', 'bigint', (c) => c.notNull())
    .addColumn('rate_bp', 'integer', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('agent_dividend_bill_once', ['contract_id', 'period_key'])
    .execute();
  await db.schema
    .createIndex('agent_dividend_bill_contract_idx')
    .on('agent_dividend_bill')
    .columns(['contract_id', 'period_end'])
    .execute();
  await db.schema
    .createIndex('agent_dividend_bill_member_idx')
    .on('agent_dividend_bill')
    .columns(['member_id', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('agent_dividend_bill').execute();
}
