import { sql, type Kysely } from 'kysely';

/** Salary settlement reads bets by the period of their `settled_at` (the watermark, docs/agents.md). */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists bet_record_settled_idx on bet_record (settled_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists bet_record_settled_idx`.execute(db);
}
