import type { DbOrTrx } from '../../db/with-transaction';

export async function findMember(db: DbOrTrx, memberId: number) {
  return db
    .selectFrom('member')
    .select(['id', 'currency', 'rank_level', 'club_label'])
    .where('id', '=', memberId)
    .executeTakeFirst();
}

export async function lifetimeValidBet(db: DbOrTrx, memberId: number, currency: string): Promise<number> {
  const row = await db
    .selectFrom('bet_record')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('valid_bet_minor'), eb.val('0')).as('total'))
    .where('member_id', '=', memberId)
    .where('currency', '=', currency)
    .where('status', '=', 'settled')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Lifetime valid bets of every member who had a round settle since `since` (the only ones who can move up). */
export async function recentPlayersLifetime(db: DbOrTrx, since: Date) {
  const rows = await db
    .selectFrom('bet_record as b')
    .innerJoin('member as m', 'm.id', 'b.member_id')
    .select((eb) => ['b.member_id', 'm.rank_level', eb.fn.sum<string>('b.valid_bet_minor').as('total')])
    .where('b.status', '=', 'settled')
    .whereRef('b.currency', '=', 'm.currency')
    .where('b.member_id', 'in', (sub) =>
      sub.selectFrom('bet_record').select('member_id').where('settled_at', '>=', since),
    )
    .groupBy(['b.member_id', 'm.rank_level'])
    .execute();
  return rows.map((r) => ({ memberId: r.member_id, rankLevel: r.rank_level, totalMinor: Number(r.total) }));
}

/** Raises, never lowers: a concurrent run or an operator's higher grant wins. */
export async function raiseLevel(
  db: DbOrTrx,
  memberId: number,
  level: number,
  label: string,
): Promise<boolean> {
  const rows = await db
    .updateTable('member')
    .set({ rank_level: level, club_label: label })
    .where('id', '=', memberId)
    .where('rank_level', '<', level)
    .returning('id')
    .execute();
  return rows.length > 0;
}
