import { type Kysely } from 'kysely';

/**
 * One row per scheduled job: a lease (so with several server processes one runs a job at a time) and the
 * last finished run (so a job can catch up the periods it missed while the site was down).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_state')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'timestamptz')
    .addColumn('last_started_at', 'timestamptz')
    .addColumn('last_finished_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_state').execute();
}
