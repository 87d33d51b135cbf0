import { sql } from 'kysely';
import type { DbOrTrx } from './with-transaction';

/**
 * A fixed-window counter shared by every server process (docs/adr/009-cluster.md): one atomic upsert per hit, on the
 * database's clock, so N nodes give a client the budget of one, not N. The window opens at a key's first hit and
 * lasts `windowMs` (as the in-memory counters it replaces did). Works the same on PGlite and PostgreSQL: no advisory
 * lock is needed, `insert … on conflict do update` serialises the hits on the row.
 *
 * Returns the count in the current window including this hit; the caller compares it with its limit. A refused hit
 * still counts (a client hammering past its limit keeps its window full).
 */
export async function hitFixedWindow(db: DbOrTrx, key: string, windowMs: number): Promise<number> {
  const span = sql`make_interval(secs => ${windowMs / 1000})`;
  const row = await sql<{ count: number }>`
    insert into rate_counter as c (key, window_start, count, expires_at)
    values (${key}, now(), 1, now() + ${span})
    on conflict (key) do update set
      count = case when c.expires_at > now() then c.count + 1 else 1 end,
      window_start = case when c.expires_at > now() then c.window_start else now() end,
      expires_at = case when c.expires_at > now() then c.expires_at else now() + ${span} end
    returning count`.execute(db);
  return Number(row.rows[0]?.count ?? 0);
}

/** Deletes counters whose window has passed (the cleanup job); returns how many. */
export async function deleteExpiredCounters(db: DbOrTrx): Promise<number> {
  const result = await db
    .deleteFrom('rate_counter')
    .where('expires_at', '<', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
