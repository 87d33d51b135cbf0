import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/with-transaction';
import { lockKey } from '../../db/advisory-lock';

export async function findMember(db: DbOrTrx, memberId: number) {
  return db
    .selectFrom('member')
    .select(['id', 'type', 'currency', 'referral_code'])
    .where('id', '=', memberId)
    .executeTakeFirst();
}

/** Serialises the settlement of one day across processes (PGlite runs one transaction at a time anyway). */
export async function lockDay(db: DbOrTrx, day: string): Promise<void> {
  await lockKey(db, `referral:${day}`);
}

/** Valid bets settled in [start, end) by every invited member, in the referrer's currency. */
export async function inviteeValidBets(db: DbOrTrx, start: Date, end: Date) {
  const rows = await db
    .selectFrom('bet_record as b')
    .innerJoin('member as invitee', 'invitee.id', 'b.member_id')
    .innerJoin('member as referrer', 'referrer.id', 'invitee.referred_by')
    .select((eb) => [
      'referrer.id as referrer_id',
      'referrer.currency as currency',
      'b.member_id as referee_id',
      eb.fn.sum<string>('b.valid_bet_minor').as('valid'),
    ])
    .where('b.status', '=', 'settled')
    .where('b.settled_at', '>=', start)
    .where('b.settled_at', '<', end)
    .whereRef('b.currency', '=', 'referrer.currency')
    .groupBy(['referrer.id', 'referrer.currency', 'b.member_id'])
    .execute();
  return rows.map((r) => ({
    referrerId: Number(r.referrer_id),
    currency: r.currency,
    refereeId: Number(r.referee_id),
    validBetMinor: Number(r.valid),
  }));
}

export async function settledReferrers(db: DbOrTrx, day: string): Promise<Set<number>> {
  const rows = await db
    .selectFrom('referral_commission')
    .select('referrer_id')
    .distinct()
    .where('day', '=', day)
    .execute();
  return new Set(rows.map((r) => Number(r.referrer_id)));
}

export async function insertCommissions(
  db: DbOrTrx,
  rows: {
    referrerId: number;
    refereeId: number;
    day: string;
    currency: string;
    validBetMinor: number;
    amountMinor: number;
  }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('referral_commission')
    .values(
      rows.map((r) => ({
        referrer_id: r.referrerId,
        referee_id: r.refereeId,
        day: r.day,
        currency: r.currency,
        valid_bet_minor: r.validBetMinor,
        amount_minor: r.amountMinor,
      })),
    )
    .execute();
}

export async function invitees(db: DbOrTrx, referrerId: number, since30d: Date) {
  return db
    .selectFrom('member as m')
    .select((eb) => [
      'm.account',
      'm.created_at',
      eb
        .selectFrom('bet_record as b')
        .select(sql<string>`coalesce(sum(b.valid_bet_minor), 0)`.as('v'))
        .whereRef('b.member_id', '=', 'm.id')
        .where('b.status', '=', 'settled')
        .where('b.settled_at', '>=', since30d)
        .as('valid_30d'),
      eb
        .selectFrom('referral_commission as c')
        .select(sql<string>`coalesce(sum(c.amount_minor), 0)`.as('a'))
        .whereRef('c.referee_id', '=', 'm.id')
        .where('c.referrer_id', '=', referrerId)
        .as('commission'),
    ])
    .where('m.referred_by', '=', referrerId)
    .orderBy('m.created_at', 'desc')
    .limit(100)
    .execute();
}

export async function countInvitees(db: DbOrTrx, referrerId: number): Promise<number> {
  const row = await db
    .selectFrom('member')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('referred_by', '=', referrerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function commissionDays(db: DbOrTrx, referrerId: number, limit: number) {
  return db
    .selectFrom('referral_commission')
    .select((eb) => [
      'day',
      eb.fn.sum<string>('valid_bet_minor').as('valid'),
      eb.fn.sum<string>('amount_minor').as('amount'),
    ])
    .where('referrer_id', '=', referrerId)
    .groupBy('day')
    .orderBy('day', 'desc')
    .limit(limit)
    .execute();
}

export async function totalCommission(db: DbOrTrx, referrerId: number): Promise<number> {
  const row = await db
    .selectFrom('referral_commission')
    .select(sql<string>`coalesce(sum(amount_minor), 0)`.as('total'))
    .where('referrer_id', '=', referrerId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
