import type { Db } from '../../db/create-db';
import type { HpkeKeyTable } from './encrypted-calls.table';

export async function listKeys(db: Db): Promise<HpkeKeyTable[]> {
  return db.selectFrom('hpke_key').selectAll().orderBy('key_id', 'desc').execute();
}

/** The first key, once: two processes starting together insert one row. */
export async function insertFirstKey(db: Db, now: Date): Promise<void> {
  await db
    .insertInto('hpke_key')
    .values({ key_id: 1, created_at: now, retired_at: null })
    .onConflict((oc) => oc.column('key_id').doNothing())
    .execute();
}

/** Retires the current key and adds the next id; a second rotation of the same key adds nothing. */
export async function rotateKey(db: Db, currentId: number, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const retired = await trx
      .updateTable('hpke_key')
      .set({ retired_at: now })
      .where('key_id', '=', currentId)
      .where('retired_at', 'is', null)
      .returning('key_id')
      .executeTakeFirst();
    if (!retired) return false;
    await trx
      .insertInto('hpke_key')
      .values({ key_id: currentId + 1, created_at: now, retired_at: null })
      .onConflict((oc) => oc.column('key_id').doNothing())
      .execute();
    return true;
  });
}

/** Records a request id for the window; false when it was already there (a replay). Atomic on both databases. */
export async function recordRequestId(db: Db, requestId: string, expiresAt: Date): Promise<boolean> {
  const row = await db
    .insertInto('hpke_request_seen')
    .values({ request_id: requestId, expires_at: expiresAt })
    .onConflict((oc) => oc.column('request_id').doNothing())
    .returning('request_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteSeenRequestsBefore(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('hpke_request_seen').where('expires_at', '<', now).execute();
}
