import type { BreakKind, DepositLimitPeriod } from '@site/shared/schemas';
import type { DbOrTrx } from '../../db/with-transaction';

export async function listDepositLimits(db: DbOrTrx, memberId: number) {
  return db.selectFrom('rg_deposit_limit').selectAll().where('member_id', '=', memberId).execute();
}

export async function lockDepositLimit(db: DbOrTrx, memberId: number, period: DepositLimitPeriod) {
  // The row may not exist yet: make sure it does, then lock it (two changes of one limit are applied in turn).
  await db
    .insertInto('rg_deposit_limit')
    .values({
      member_id: memberId,
      period,
      amount_minor: null,
      pending_amount_minor: null,
      pending_effective_at: null,
    })
    .onConflict((oc) => oc.columns(['member_id', 'period']).doNothing())
    .execute();
  return db
    .selectFrom('rg_deposit_limit')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('period', '=', period)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function writeDepositLimit(
  db: DbOrTrx,
  memberId: number,
  period: DepositLimitPeriod,
  limit: { amountMinor: number | null; pendingAmountMinor: number | null; pendingEffectiveAt: Date | null },
  now: Date,
): Promise<void> {
  await db
    .updateTable('rg_deposit_limit')
    .set({
      amount_minor: limit.amountMinor,
      pending_amount_minor: limit.pendingAmountMinor,
      pending_effective_at: limit.pendingEffectiveAt,
      updated_at: now,
    })
    .where('member_id', '=', memberId)
    .where('period', '=', period)
    .execute();
}

/** The break in force at `now` that ends last, if any. */
export async function findRunningBreak(db: DbOrTrx, memberId: number, now: Date) {
  return db
    .selectFrom('rg_break')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('starts_at', '<=', now)
    .where('ends_at', '>', now)
    .orderBy('ends_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertBreak(
  db: DbOrTrx,
  memberId: number,
  kind: BreakKind,
  startsAt: Date,
  endsAt: Date,
  imposed?: { by: string; reason: string },
): Promise<void> {
  await db
    .insertInto('rg_break')
    .values({
      member_id: memberId,
      kind,
      starts_at: startsAt,
      ends_at: endsAt,
      imposed_by: imposed?.by ?? null,
      reason: imposed?.reason ?? null,
    })
    .execute();
}

export async function listBreaks(db: DbOrTrx, memberId: number, limit: number) {
  return db
    .selectFrom('rg_break')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
