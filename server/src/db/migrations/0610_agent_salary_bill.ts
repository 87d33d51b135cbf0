import { sql, type Kysely } from 'kysely';

/**
 * Salary bills: one row per (contract, period), the unique key that makes a settlement run pay each bill once even
 * when the job runs twice, on two processes at once, or again after a crash (the bill and its ledger movement
 * commit together). Team lookups by materialised path use the `text_pattern_ops` index below.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('agent_salary_bill')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('contract_id', 'integer', (c) => c.notNull().references('agent_contract.id'))
    .addColumn('period_key', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payer_id', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('period_start', 'timestamptz', (c) => c.notNull())
    .addColumn('period_end', 'timestamptz', (c) => c.notNull())
    .addColumn('valid_bet_minor', 'bigint', (c) => c.notNull())
    .addColumn('active_members', 'integer', (c) => c.notNull())
    .addColumn('rate_bp', 'integer', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('agent_salary_bill_once', ['contract_id', 'period_key'])
    .execute();
  await db.schema
    .createIndex('agent_salary_bill_member_idx')
    .on('agent_salary_bill')
    .columns(['member_id', 'id'])
    .execute();
  await sql`create index if not exists member_path_prefix_idx on member (path text_pattern_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists member_path_prefix_idx`.execute(db);
  await db.schema.dropTable('agent_salary_bill').execute();
}
