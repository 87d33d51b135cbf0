import type { DbOrTrx } from '../../db/with-transaction';
import type { StoredRebateLine } from './rebate.table';
import { lockKey } from '../../db/advisory-lock';

export async function findMember(db: DbOrTrx, memberId: number) {
  return db
    .selectFrom('member')
    .select(['id', 'type', 'currency', 'rank_level'])
    .where('id', '=', memberId)
    .executeTakeFirst();
}

/** Serialises one member's claims across processes (PGlite runs one transaction at a time anyway). */
export async function lockMemberRebate(db: DbOrTrx, memberId: number): Promise<void> {
  await lockKey(db, `rebate:${memberId}`);
}

export async function latestClaim(db: DbOrTrx, memberId: number) {
  return db
    .selectFrom('rebate_claim')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('up_to', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function claimByKey(db: DbOrTrx, memberId: number, requestKey: string) {
  return db
    .selectFrom('rebate_claim')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('request_key', '=', requestKey)
    .executeTakeFirst();
}

export async function claimInPeriod(db: DbOrTrx, memberId: number, period: string) {
  return db
    .selectFrom('rebate_claim')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('period', '=', period)
    .executeTakeFirst();
}

export async function listClaims(db: DbOrTrx, memberId: number, limit: number) {
  return db
    .selectFrom('rebate_claim')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('up_to', 'desc')
    .limit(limit)
    .execute();
}

/** Valid bets of settled rounds per game type, settled after `since` and up to `upTo`, in the member's currency. */
export async function validBetsByGameType(
  db: DbOrTrx,
  memberId: number,
  currency: string,
  since: Date,
  upTo: Date,
): Promise<{ gameType: string; validBetMinor: number }[]> {
  const rows = await db
    .selectFrom('bet_record')
    .select((eb) => ['game_type', eb.fn.sum<string>('valid_bet_minor').as('valid')])
    .where('member_id', '=', memberId)
    .where('currency', '=', currency)
    .where('status', '=', 'settled')
    .where('settled_at', '>', since)
    .where('settled_at', '<=', upTo)
    .groupBy('game_type')
    .execute();
  return rows.map((r) => ({ gameType: r.game_type, validBetMinor: Number(r.valid) }));
}

export async function insertClaim(
  db: DbOrTrx,
  claim: {
    memberId: number;
    period: string;
    requestKey: string;
    currency: string;
    vipLevel: number;
    since: Date;
    upTo: Date;
    validBetMinor: number;
    amountMinor: number;
    lines: StoredRebateLine[];
  },
) {
  return db
    .insertInto('rebate_claim')
    .values({
      member_id: claim.memberId,
      period: claim.period,
      request_key: claim.requestKey,
      currency: claim.currency,
      vip_level: claim.vipLevel,
      since: claim.since,
      up_to: claim.upTo,
      valid_bet_minor: claim.validBetMinor,
      amount_minor: claim.amountMinor,
      lines: JSON.stringify(claim.lines),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
