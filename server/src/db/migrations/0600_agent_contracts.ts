import { sql, type Kysely } from 'kysely';

/**
 * Contracts between an agent and a direct downline (docs/agents.md). At most one open offer and one accepted
 * contract per (member, kind): the partial unique indexes hold that even when two processes offer or accept at
 * once, so the service never has to trust a read-then-write.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('agent_contract')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('period', 'text')
    .addColumn('upline_id', 'integer', (c) => c.notNull().references('member.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
    .addColumn('tiers', 'jsonb', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('offered'))
    .addColumn('end_reason', 'text')
    .addColumn('offered_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('ended_at', 'timestamptz')
    .execute();
  await sql`create unique index agent_contract_one_offer on agent_contract (member_id, kind) where state = 'offered'`.execute(
    db,
  );
  await sql`create unique index agent_contract_one_accepted on agent_contract (member_id, kind) where state = 'accepted'`.execute(
    db,
  );
  await db.schema
    .createIndex('agent_contract_upline_idx')
    .on('agent_contract')
    .columns(['upline_id', 'kind', 'state'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('agent_contract').execute();
}
