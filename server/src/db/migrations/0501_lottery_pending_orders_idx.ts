import { sql, type Kysely } from 'kysely';

/**
 * Settlement takes an issue's pending orders 1,000 at a time in id order (lottery.service.ts settleDue). With only the
 * (issue_id, status) index PostgreSQL fetched and sorted every pending order of the issue for each batch: quadratic,
 * 2 of the 9.7 s it took to settle 100,000 orders. This partial index hands each batch over in order, and shrinks as
 * orders settle.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index lottery_order_pending_idx on lottery_order (issue_id, id) where status = 'pending'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists lottery_order_pending_idx`.execute(db);
}
