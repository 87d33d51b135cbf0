import { sql, type Kysely } from 'kysely';

/**
 * One-time game-launch tickets (issue 16, finding 7): the iframe URL carries a ticket that opens the game once
 * within 2 minutes; the game token it opens is bound to the session that asked (`session_id`) and dies with it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('launch_ticket')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text')
    .addColumn('claims', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('launch_ticket').execute();
}
