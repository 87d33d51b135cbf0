import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/with-transaction';

export async function sumPoints(db: DbOrTrx, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('point_entry')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('points'), sql<string>`0`).as('total'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function listEntries(db: DbOrTrx, memberId: number, limit: number) {
  return db
    .selectFrom('point_entry')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('points', '!=', 0)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function findEntry(db: DbOrTrx, refKey: string) {
  return db.selectFrom('point_entry').selectAll().where('ref_key', '=', refKey).executeTakeFirst();
}

/** Inserts unless the reference was applied before; returns whether it inserted. */
export async function insertEntry(
  db: DbOrTrx,
  entry: { memberId: number; kind: string; points: number; cashMinor?: number; refKey: string },
): Promise<boolean> {
  const row = await db
    .insertInto('point_entry')
    .values({
      member_id: entry.memberId,
      kind: entry.kind,
      points: entry.points,
      cash_minor: entry.cashMinor ?? null,
      ref_key: entry.refKey,
    })
    .onConflict((oc) => oc.column('ref_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}

/** Settled rounds in the window that have earned no points yet. */
export async function unaccruedBets(db: DbOrTrx, since: Date, limit: number) {
  return db
    .selectFrom('bet_record as b')
    .leftJoin('point_entry as p', (j) => j.on('p.ref_key', '=', sql<string>`'bet:' || b.id`))
    .select(['b.id', 'b.member_id', 'b.valid_bet_minor'])
    .where('b.status', '=', 'settled')
    .where('b.settled_at', '>=', since)
    .where('p.id', 'is', null)
    .orderBy('b.id')
    .limit(limit)
    .execute();
}

/** Serialises one member's conversions (PostgreSQL row lock; PGlite runs one transaction at a time anyway). */
export async function lockMember(db: DbOrTrx, memberId: number) {
  return db
    .selectFrom('member')
    .select(['id', 'type', 'currency', 'password_hash'])
    .where('id', '=', memberId)
    .forUpdate()
    .executeTakeFirst();
}

export async function findMemberAuth(db: DbOrTrx, memberId: number) {
  return db
    .selectFrom('member')
    .select(['id', 'type', 'password_hash'])
    .where('id', '=', memberId)
    .executeTakeFirst();
}
