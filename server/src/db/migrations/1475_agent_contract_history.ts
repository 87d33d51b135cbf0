import { sql, type Kysely } from 'kysely';

/**
 * Contract history (docs/back-office.md "Agents: contracts and announcements"): `agent_contract` keeps only the
 * latest state, so every change of state is now also written here, in the transaction of the change, by the agent
 * centre's flows and by the back office. Contracts that existed before get their current state as their first
 * entry (actor `backfill`: who made it was not recorded).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('agent_contract_event')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('contract_id', 'integer', (c) => c.notNull().references('agent_contract.id'))
    .addColumn('from_state', 'text')
    .addColumn('to_state', 'text', (c) => c.notNull())
    .addColumn('reason_code', 'text')
    .addColumn('note', 'text')
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('agent_contract_event_contract_idx')
    .on('agent_contract_event')
    .columns(['contract_id', 'id'])
    .execute();
  await sql`
    insert into agent_contract_event (contract_id, from_state, to_state, reason_code, actor, created_at)
    select id, null, state, end_reason, 'backfill', coalesce(ended_at, decided_at, offered_at)
    from agent_contract order by id`.execute(db);

  // Agent announcements: the announcement table's third audience, read only in the agent centre.
  await sql`alter table announcement drop constraint if exists announcement_audience_check`.execute(db);
  await sql`alter table announcement add constraint announcement_audience_check
    check (audience in ('public', 'member', 'agent'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from announcement where audience = 'agent'`.execute(db);
  await sql`alter table announcement drop constraint if exists announcement_audience_check`.execute(db);
  await sql`alter table announcement add constraint announcement_audience_check
    check (audience in ('public', 'member'))`.execute(db);
  await db.schema.dropTable('agent_contract_event').execute();
}
