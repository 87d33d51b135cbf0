import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/with-transaction';
import { TRIAL_TYPE } from '../member/account-type';
import { lockKey } from '../../db/advisory-lock';

/** Every query of missions (docs/promotions.md "Missions and leaderboard"); services never touch Kysely. */

export type MissionRow = Awaited<ReturnType<typeof findMission>> & object;

export async function findMember(db: DbOrTrx, memberId: number) {
  return db
    .selectFrom('member')
    .select(['id', 'account', 'type', 'currency'])
    .where('id', '=', memberId)
    .executeTakeFirst();
}

export async function findMission(db: DbOrTrx, id: number) {
  return db.selectFrom('mission').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Enabled missions whose window contains `now`, in the operator's order. */
export async function listActiveMissions(db: DbOrTrx, now: Date) {
  return db
    .selectFrom('mission')
    .selectAll()
    .where('enabled', '=', true)
    .where('start_at', '<=', now)
    .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', now)]))
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function listAllMissions(db: DbOrTrx) {
  return db.selectFrom('mission').selectAll().orderBy('sort').orderBy('id').execute();
}

export interface MissionValues {
  code: string;
  title: string;
  period: string;
  kind: string;
  target: number;
  rewardMinor: number;
  startAt: Date;
  endAt: Date | null;
  enabled: boolean;
  sort: number;
}

const columns = (m: MissionValues) => ({
  code: m.code,
  title: m.title,
  period: m.period,
  kind: m.kind,
  target: m.target,
  reward_minor: m.rewardMinor,
  start_at: m.startAt,
  end_at: m.endAt,
  enabled: m.enabled,
  sort: m.sort,
});

/** undefined when the code is taken. */
export async function insertMission(db: DbOrTrx, m: MissionValues) {
  return db
    .insertInto('mission')
    .values(columns(m))
    .onConflict((oc) => oc.column('code').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** undefined when no mission has this id, or another one has the code. */
export async function updateMission(db: DbOrTrx, id: number, m: MissionValues) {
  if (!(await findMission(db, id))) return { conflict: false as const, row: undefined };
  const other = await db
    .selectFrom('mission')
    .select('id')
    .where('code', '=', m.code)
    .where('id', '<>', id)
    .executeTakeFirst();
  if (other) return { conflict: true as const };
  const row = await db
    .updateTable('mission')
    .set({ ...columns(m), updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return { conflict: false as const, row };
}

export interface Window {
  from: Date;
  to: Date;
}

/** Σ valid bets of the member's rounds settled in [from, to), in one currency. */
export async function sumValidBets(db: DbOrTrx, memberId: number, currency: string, w: Window) {
  const row = await db
    .selectFrom('bet_record')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('valid_bet_minor'), sql<string>`0`).as('total'))
    .where('member_id', '=', memberId)
    .where('currency', '=', currency)
    .where('status', '=', 'settled')
    .where('settled_at', '>=', w.from)
    .where('settled_at', '<', w.to)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Distinct games (vendor + game id) with a settled round of a valid bet in [from, to). */
export async function countGamesPlayed(db: DbOrTrx, memberId: number, currency: string, w: Window) {
  const row = await db
    .selectFrom('bet_record')
    .select(sql<string>`count(distinct vendor || ':' || game_id)`.as('games'))
    .where('member_id', '=', memberId)
    .where('currency', '=', currency)
    .where('status', '=', 'settled')
    .where('valid_bet_minor', '>', 0)
    .where('settled_at', '>=', w.from)
    .where('settled_at', '<', w.to)
    .executeTakeFirstOrThrow();
  return Number(row.games);
}

/** Σ paid deposits (by the time they were paid) in [from, to), in one currency. */
export async function sumPaidDeposits(db: DbOrTrx, memberId: number, currency: string, w: Window) {
  const row = await db
    .selectFrom('deposit_order')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount_minor'), sql<string>`0`).as('total'))
    .where('member_id', '=', memberId)
    .where('currency', '=', currency)
    .where('status', '=', 'paid')
    .where('paid_at', '>=', w.from)
    .where('paid_at', '<', w.to)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function claimsInPeriods(db: DbOrTrx, memberId: number, periodKeys: string[]) {
  if (periodKeys.length === 0) return [];
  return db
    .selectFrom('mission_claim')
    .select(['mission_id', 'period_key', 'created_at'])
    .where('member_id', '=', memberId)
    .where('period_key', 'in', periodKeys)
    .execute();
}

export async function findClaim(db: DbOrTrx, memberId: number, missionId: number, periodKey: string) {
  return db
    .selectFrom('mission_claim')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('mission_id', '=', missionId)
    .where('period_key', '=', periodKey)
    .executeTakeFirst();
}

/** Serialises one member's claims across processes (PGlite runs one transaction at a time anyway). */
export async function lockMemberMissions(db: DbOrTrx, memberId: number): Promise<void> {
  await lockKey(db, `mission:${memberId}`);
}

/** undefined when this (member, mission, period) was claimed already: the unique row decides, not a read. */
export async function insertClaim(
  db: DbOrTrx,
  claim: {
    missionId: number;
    memberId: number;
    periodKey: string;
    currency: string;
    rewardMinor: number;
    progress: number;
  },
) {
  return db
    .insertInto('mission_claim')
    .values({
      mission_id: claim.missionId,
      member_id: claim.memberId,
      period_key: claim.periodKey,
      currency: claim.currency,
      reward_minor: claim.rewardMinor,
      progress: claim.progress,
    })
    .onConflict((oc) => oc.columns(['member_id', 'mission_id', 'period_key']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

const totalsInWindow = (db: DbOrTrx, currency: string, w: Window) =>
  db
    .selectFrom('bet_record as b')
    .innerJoin('member as m', 'm.id', 'b.member_id')
    .select(['b.member_id', 'm.account', (eb) => eb.fn.sum<string>('b.valid_bet_minor').as('total')])
    .where('b.currency', '=', currency)
    .where('b.status', '=', 'settled')
    .where('b.settled_at', '>=', w.from)
    .where('b.settled_at', '<', w.to)
    .where('m.type', '<>', TRIAL_TYPE)
    .groupBy(['b.member_id', 'm.account'])
    .having((eb) => eb.fn.sum('b.valid_bet_minor'), '>', 0);

/** The top `limit` members by valid bets in the window (ties in member order, so the board is stable). */
export async function topByValidBets(db: DbOrTrx, currency: string, w: Window, limit: number) {
  const rows = await totalsInWindow(db, currency, w)
    .orderBy('total', 'desc')
    .orderBy('b.member_id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    memberId: Number(r.member_id),
    account: r.account,
    totalMinor: Number(r.total),
  }));
}

/** How many members bet more than `totalMinor` in the window: one less than that member's rank. */
export async function countAhead(db: DbOrTrx, currency: string, w: Window, totalMinor: number) {
  const row = await db
    .selectFrom(totalsInWindow(db, currency, w).as('t'))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('t.total', '>', sql<string>`${totalMinor}`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
