import type { Kysely, Transaction } from 'kysely';
import type { Database } from './database';

export type DbOrTrx = Kysely<Database> | Transaction<Database>;

/**
 * Runs `fn` in the caller's transaction when given one, else in a new one. Lets a service
 * compose with its caller's transaction (all or nothing) without nesting BEGINs.
 */
export function withTransaction<T>(db: DbOrTrx, fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return fn(db as Transaction<Database>);
  return db.transaction().execute(fn);
}
