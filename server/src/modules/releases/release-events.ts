import { sql } from 'kysely';
import type { Db } from '../../db/create-db';
import type { DbOrTrx } from '../../db/with-transaction';

/** The channel every server process listens on for pointer moves (docs/adr/010-release-service.md). */
export const RELEASE_CHANNEL = 'release_pointer';

/** Delivered to every listening process when the transaction commits (never before: readers must see the change). */
export async function notifyPointerMoved(trx: DbOrTrx, app: string): Promise<void> {
  await sql`select pg_notify(${RELEASE_CHANNEL}, ${app})`.execute(trx);
}

const local = new WeakMap<Db, Set<() => void>>();

/**
 * In-process listeners of a database: the registry cache of this process hears its own moves before the HTTP answer
 * leaves (NOTIFY arrives a moment later, on another connection), so "promote, then reload" never sees the old one.
 */
export function onLocalMove(db: Db, listener: () => void): () => void {
  let set = local.get(db);
  if (!set) {
    set = new Set();
    local.set(db, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

export function announceLocally(db: Db): void {
  for (const listener of local.get(db) ?? []) listener();
}
