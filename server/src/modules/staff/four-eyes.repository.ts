import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/with-transaction';

export type FourEyesKind = 'wallet.adjust' | 'withdrawal.approve';

export async function insertFourEyesRequest(
  db: DbOrTrx,
  row: { kind: FourEyesKind; amount: number; payload: unknown; staffId: number | null; actor: string },
) {
  return db
    .insertInto('four_eyes_request')
    .values({
      kind: row.kind,
      amount: row.amount,
      payload: JSON.stringify(row.payload),
      requested_by_staff_id: row.staffId,
      requested_by: row.actor,
      decided_by_staff_id: null,
      decided_by: null,
      decided_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export const lockFourEyesRequest = (db: DbOrTrx, id: number) =>
  db.selectFrom('four_eyes_request').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

/** An open request of this kind whose payload has `key` = `value` (one open request per withdrawal). */
export const findOpenFourEyesRequest = (db: DbOrTrx, kind: FourEyesKind, key: string, value: number) =>
  db
    .selectFrom('four_eyes_request')
    .selectAll()
    .where('kind', '=', kind)
    .where('status', '=', 'pending')
    .where(sql<boolean>`payload ->> ${key} = ${String(value)}`)
    .executeTakeFirst();

export async function decideFourEyesRequest(
  db: DbOrTrx,
  id: number,
  set: { status: 'confirmed' | 'rejected'; staffId: number | null; actor: string },
) {
  return db
    .updateTable('four_eyes_request')
    .set({
      status: set.status,
      decided_by_staff_id: set.staffId,
      decided_by: set.actor,
      decided_at: new Date(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export const listFourEyesRequests = (db: DbOrTrx, filter: { kind?: FourEyesKind; status?: string }) => {
  let q = db.selectFrom('four_eyes_request').selectAll();
  if (filter.kind) q = q.where('kind', '=', filter.kind);
  if (filter.status) q = q.where('status', '=', filter.status);
  return q.orderBy('id', 'desc').limit(200).execute();
};
