import { sql, type Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/with-transaction';
import type { BonusGrantTable, PromotionApplicationTable, PromotionTable } from './promotions.table';

/** Every query of the promotions domain (reads of deposits and bets included: they are this domain's inputs). */

export type PromotionRow = Selectable<PromotionTable>;
export type ApplicationRow = Selectable<PromotionApplicationTable>;
export type GrantRow = Selectable<BonusGrantTable>;

export async function listCategories(db: DbOrTrx) {
  return db
    .selectFrom('promotion_category')
    .select(['code', 'name'])
    .orderBy('sort')
    .orderBy('code')
    .execute();
}

export async function listPromotions(db: DbOrTrx, category?: string): Promise<PromotionRow[]> {
  let q = db.selectFrom('promotion').selectAll().where('enabled', '=', true);
  if (category) q = q.where('category', '=', category);
  return q.orderBy('sort').orderBy('id').execute();
}

/** Id and title of each of these promotions. */
export function listPromotionTitles(db: DbOrTrx, ids: readonly number[]) {
  return db.selectFrom('promotion').select(['id', 'title']).where('id', 'in', ids).execute();
}

export async function findPromotion(db: DbOrTrx, id: number): Promise<PromotionRow | undefined> {
  return db
    .selectFrom('promotion')
    .selectAll()
    .where('id', '=', id)
    .where('enabled', '=', true)
    .executeTakeFirst();
}

export async function findMemberFacts(db: DbOrTrx, memberId: number) {
  return db
    .selectFrom('member')
    .select(['id', 'account', 'type', 'rank_level', 'currency', 'created_at'])
    .where('id', '=', memberId)
    .executeTakeFirst();
}

/** Σ paid deposits since `since` (the "deposit in period" rule). */
export async function sumPaidDepositsSince(db: DbOrTrx, memberId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('deposit_order')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount_minor'), sql<string>`0`).as('total'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'paid')
    .where('paid_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export interface PaidDeposit {
  id: number;
  amountMinor: number;
  paidAt: Date;
  isFirst: boolean;
}

/** The member's paid deposits, newest first, each marked whether it was their first. */
export async function listPaidDeposits(db: DbOrTrx, memberId: number): Promise<PaidDeposit[]> {
  const rows = await db
    .selectFrom('deposit_order')
    .select(['id', 'amount_minor', 'paid_at'])
    .where('member_id', '=', memberId)
    .where('status', '=', 'paid')
    .orderBy('paid_at', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  const firstId = rows.at(-1)?.id;
  return rows.map((r) => ({
    id: r.id,
    amountMinor: Number(r.amount_minor),
    paidAt: r.paid_at ?? new Date(0),
    isFirst: r.id === firstId,
  }));
}

export async function claimedDepositKeys(db: DbOrTrx, memberId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('bonus_grant')
    .select('claim_key')
    .where('member_id', '=', memberId)
    .where('claim_key', 'like', 'deposit:%')
    .execute();
  return new Set(rows.map((r) => r.claim_key));
}

/** Inserts the grant unless its (promotion, member, key) — or its deposit — was granted already; null then. */
export async function insertGrant(
  db: DbOrTrx,
  values: {
    memberId: number;
    promotionId: number;
    claimKey: string;
    currency: string;
    bonusMinor: number;
    depositMinor: number;
    requiredMinor: number;
    grantedAt: Date;
    expiresAt: Date;
    status: string;
  },
): Promise<GrantRow | null> {
  const row = await db
    .insertInto('bonus_grant')
    .values({
      member_id: values.memberId,
      promotion_id: values.promotionId,
      claim_key: values.claimKey,
      currency: values.currency,
      bonus_minor: values.bonusMinor,
      deposit_minor: values.depositMinor,
      required_minor: values.requiredMinor,
      granted_at: values.grantedAt,
      expires_at: values.expiresAt,
      status: values.status,
      closed_at: values.status === 'active' ? null : values.grantedAt,
    })
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export async function listMemberGrants(
  db: DbOrTrx,
  memberId: number,
  promotionId?: number,
): Promise<GrantRow[]> {
  let q = db.selectFrom('bonus_grant').selectAll().where('member_id', '=', memberId);
  if (promotionId !== undefined) q = q.where('promotion_id', '=', promotionId);
  return q.orderBy('granted_at', 'desc').orderBy('id', 'desc').limit(200).execute();
}

export async function listActiveGrants(db: DbOrTrx, limit: number): Promise<GrantRow[]> {
  return db
    .selectFrom('bonus_grant')
    .selectAll()
    .where('status', '=', 'active')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Locks one grant row (PostgreSQL: two job runners settle it once; PGlite serialises anyway). */
export async function lockGrant(db: DbOrTrx, grantId: number): Promise<GrantRow | undefined> {
  return db.selectFrom('bonus_grant').selectAll().where('id', '=', grantId).forUpdate().executeTakeFirst();
}

export async function closeGrant(
  db: DbOrTrx,
  grantId: number,
  status: 'completed' | 'forfeited',
  forfeitedMinor: number,
  at: Date,
): Promise<void> {
  await db
    .updateTable('bonus_grant')
    .set({ status, forfeited_minor: forfeitedMinor, closed_at: at })
    .where('id', '=', grantId)
    .where('status', '=', 'active')
    .execute();
}

/**
 * Valid bets that count towards a grant: settled rounds of the member settled in [from, to]. Computed on read
 * (docs/promotions.md "Wagering"): a bet pays nothing extra for active bonuses.
 */
export async function sumValidBets(db: DbOrTrx, memberId: number, from: Date, to: Date): Promise<number> {
  const row = await db
    .selectFrom('bet_record')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('valid_bet_minor'), sql<string>`0`).as('total'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'settled')
    .where('settled_at', '>=', from)
    .where('settled_at', '<=', to)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function findApplication(db: DbOrTrx, promotionId: number, memberId: number) {
  return db
    .selectFrom('promotion_application')
    .selectAll()
    .where('promotion_id', '=', promotionId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

export async function insertApplication(
  db: DbOrTrx,
  promotionId: number,
  memberId: number,
  remark: string,
  images: string[] = [],
): Promise<ApplicationRow | null> {
  const row = await db
    .insertInto('promotion_application')
    .values({ promotion_id: promotionId, member_id: memberId, remark, images: JSON.stringify(images) })
    .onConflict((oc) => oc.columns(['promotion_id', 'member_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export async function findApplicationById(db: DbOrTrx, id: number): Promise<ApplicationRow | undefined> {
  return db.selectFrom('promotion_application').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function lockApplication(db: DbOrTrx, id: number): Promise<ApplicationRow | undefined> {
  return db
    .selectFrom('promotion_application')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function decideApplication(
  db: DbOrTrx,
  id: number,
  status: 'approved' | 'rejected',
  operatorRemark: string,
  at: Date,
): Promise<void> {
  await db
    .updateTable('promotion_application')
    .set({ status, operator_remark: operatorRemark, decided_at: at })
    .where('id', '=', id)
    .execute();
}

export async function listApplications(db: DbOrTrx, status?: string) {
  let q = db
    .selectFrom('promotion_application as a')
    .innerJoin('member as m', 'm.id', 'a.member_id')
    .selectAll('a')
    .select('m.account');
  if (status) q = q.where('a.status', '=', status);
  return q.orderBy('a.created_at').orderBy('a.id').limit(200).execute();
}

/** Net loss of settled rounds in [from, to): Σ bet − Σ win (negative when the member won). */
export async function netLoss(db: DbOrTrx, memberId: number, from: Date, to: Date): Promise<number> {
  const row = await db
    .selectFrom('bet_record')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<string>('bet_minor'), sql<string>`0`).as('bets'),
      eb.fn.coalesce(eb.fn.sum<string>('win_minor'), sql<string>`0`).as('wins'),
    ])
    .where('member_id', '=', memberId)
    .where('status', '=', 'settled')
    .where('settled_at', '>=', from)
    .where('settled_at', '<', to)
    .executeTakeFirstOrThrow();
  return Number(row.bets) - Number(row.wins);
}
