import { sql, type Kysely } from 'kysely';

/**
 * A downline's request to its direct upline for a contract of one kind (docs/agents.md "Contract requests").
 * One open request per (member, kind) is a partial unique index, so two parallel requests cannot both open.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('agent_contract_request')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
    .addColumn('upline_id', 'integer', (c) => c.notNull().references('member.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('contract_id', 'integer', (c) => c.references('agent_contract.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('closed_at', 'timestamptz')
    .execute();
  await sql`create unique index agent_contract_request_one_open on agent_contract_request (member_id, kind) where state = 'open'`.execute(
    db,
  );
  await db.schema
    .createIndex('agent_contract_request_upline_idx')
    .on('agent_contract_request')
    .columns(['upline_id', 'state'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('agent_contract_request').execute();
}
