import { sql } from 'kysely';
import type { DbOrTrx } from './with-transaction';

/**
 * Serialises the transactions that work on one key (a member's deposits, a bet, a phone number's SMS limit), on any
 * process: the caller's transaction waits here until no other transaction holds the key, and holds it until it ends.
 * Call it inside a transaction (`withTransaction`): outside one the lock is released as soon as it is taken.
 *
 * `key` is `<what>:<id>` (e.g. `withdrawal:42`), hashed to PostgreSQL's 64-bit lock id, so two kinds of lock never
 * share an id. PGlite has one connection whose transactions already run one at a time; the call is then a no-op
 * wait. docs/architecture.md "Server layout" says when a module takes one.
 */
export async function lockKey(db: DbOrTrx, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(db);
}

/**
 * The two-part form (`space`, `id`, both int4), for a lock that SQL code takes too: migration 0503's lottery order
 * function takes the issue's lock shared with `pg_advisory_xact_lock_shared(space, id)`, and this is the same lock.
 */
export async function lockKeyPair(db: DbOrTrx, space: number, id: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${space}::int4, ${id}::int4)`.execute(db);
}
