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

/** My entries, newest first; an earning names the game of its round from the catalogue (`ref_key` `bet:<id>`). */
export async function listEntries(db: DbOrTrx, memberId: number, limit: number) {
  return (
    db
      .selectFrom('point_entry as p')
      // By the round's id (indexed), not by its key: `bet:` || id would compare every round's key. CASE, because only
      // `bet:` keys hold a number and SQL does not promise to test the LIKE first.
      .leftJoin('bet_record as b', (join) =>
        join.on(
          sql<boolean>`b.id = case when p.ref_key like 'bet:%' then cast(substr(p.ref_key, 5) as bigint) end`,
        ),
      )
      .leftJoin('game as g', 'g.game_id', 'b.game_id')
      .selectAll('p')
      .select(['b.vendor as bet_vendor', 'b.game_id as bet_game_id', 'g.game_name'])
      .where('p.member_id', '=', memberId)
      .where('p.points', '!=', 0)
      .orderBy('p.id', 'desc')
      .limit(limit)
      .execute()
  );
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
