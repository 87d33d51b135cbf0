import type { Selectable } from 'kysely';
import type { ReceiptAnswer, WithdrawalStatus } from '@site/shared/schemas';
import type { DbOrTrx } from '../../db/with-transaction';
import type { PayoutAccountTable, WithdrawalOrderTable } from './withdrawals.table';
import { lockKey } from '../../db/advisory-lock';

export type PayoutAccountRow = Selectable<PayoutAccountTable>;
export type WithdrawalOrderRow = Selectable<WithdrawalOrderTable>;

/** One member's withdrawal steps run one at a time, on any process (PGlite: the single connection already does). */
export async function lockMemberWithdrawals(db: DbOrTrx, memberId: number): Promise<void> {
  await lockKey(db, `withdrawal:${memberId}`);
}

// --- withdrawal password ------------------------------------------------------------------------

export async function findWithdrawalPassword(db: DbOrTrx, memberId: number) {
  return db
    .selectFrom('withdrawal_password')
    .selectAll()
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

export async function upsertWithdrawalPassword(
  db: DbOrTrx,
  memberId: number,
  passwordHash: string,
): Promise<void> {
  await db
    .insertInto('withdrawal_password')
    .values({ member_id: memberId, password_hash: passwordHash })
    .onConflict((oc) =>
      oc.column('member_id').doUpdateSet({ password_hash: passwordHash, updated_at: new Date() }),
    )
    .execute();
}

// --- payout accounts ----------------------------------------------------------------------------

export async function listPayoutAccounts(db: DbOrTrx, memberId: number): Promise<PayoutAccountRow[]> {
  return db
    .selectFrom('payout_account')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** Includes deleted accounts: past orders still name them. */
export async function findPayoutAccount(db: DbOrTrx, id: number): Promise<PayoutAccountRow | undefined> {
  return db.selectFrom('payout_account').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertPayoutAccount(
  db: DbOrTrx,
  account: {
    memberId: number;
    kind: 'bank' | 'ewallet';
    provider: string;
    accountNumber: string;
    payeeName: string;
  },
): Promise<PayoutAccountRow> {
  return db
    .insertInto('payout_account')
    .values({
      member_id: account.memberId,
      kind: account.kind,
      provider: account.provider,
      account_number: account.accountNumber,
      payee_name: account.payeeName,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updatePayoutAccount(
  db: DbOrTrx,
  id: number,
  change: { kind: 'bank' | 'ewallet'; provider: string; accountNumber: string; payeeName: string },
): Promise<PayoutAccountRow> {
  return db
    .updateTable('payout_account')
    .set({
      kind: change.kind,
      provider: change.provider,
      account_number: change.accountNumber,
      payee_name: change.payeeName,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function softDeletePayoutAccount(db: DbOrTrx, id: number): Promise<void> {
  await db.updateTable('payout_account').set({ deleted_at: new Date() }).where('id', '=', id).execute();
}

// --- orders -------------------------------------------------------------------------------------

export async function insertWithdrawalOrder(
  db: DbOrTrx,
  order: {
    memberId: number;
    payoutAccountId: number;
    currency: string;
    amountMinor: number;
    holdKey: string;
  },
): Promise<WithdrawalOrderRow> {
  return db
    .insertInto('withdrawal_order')
    .values({
      member_id: order.memberId,
      payout_account_id: order.payoutAccountId,
      currency: order.currency,
      amount_minor: order.amountMinor,
      hold_key: order.holdKey,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findWithdrawalOrder(db: DbOrTrx, id: number): Promise<WithdrawalOrderRow | undefined> {
  return db.selectFrom('withdrawal_order').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Locked for the rest of the caller's transaction: review and payout callbacks of one order take turns. */
export async function lockWithdrawalOrder(db: DbOrTrx, id: number): Promise<WithdrawalOrderRow | undefined> {
  return db.selectFrom('withdrawal_order').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/**
 * The row locked, or PostgreSQL's lock_not_available (55P03) at once when another transaction holds it: a staff
 * decision does not queue behind another one on the same withdrawal (docs/back-office.md "Concurrent decisions").
 */
export async function lockWithdrawalOrderNoWait(
  db: DbOrTrx,
  id: number,
): Promise<WithdrawalOrderRow | undefined> {
  return db
    .selectFrom('withdrawal_order')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .noWait()
    .executeTakeFirst();
}

export async function listMemberWithdrawals(db: DbOrTrx, memberId: number, limit: number) {
  return db
    .selectFrom('withdrawal_order')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function listWithdrawalsByStatus(db: DbOrTrx, status: WithdrawalStatus, limit: number) {
  return db
    .selectFrom('withdrawal_order as w')
    .innerJoin('member as m', 'm.id', 'w.member_id')
    .selectAll('w')
    .select('m.account as member_account')
    .where('w.status', '=', status)
    .orderBy('w.id')
    .limit(limit)
    .execute();
}

export async function updateWithdrawalOrder(
  db: DbOrTrx,
  id: number,
  change: {
    status: WithdrawalStatus;
    reason?: string;
    reviewedBy?: string;
    reviewedAt?: Date;
    gatewayTxId?: string;
    paidAt?: Date;
  },
): Promise<void> {
  await db
    .updateTable('withdrawal_order')
    .set({
      status: change.status,
      ...(change.reason !== undefined && { reason: change.reason }),
      ...(change.reviewedBy !== undefined && { reviewed_by: change.reviewedBy }),
      ...(change.reviewedAt !== undefined && { reviewed_at: change.reviewedAt }),
      ...(change.gatewayTxId !== undefined && { gateway_tx_id: change.gatewayTxId }),
      ...(change.paidAt !== undefined && { paid_at: change.paidAt }),
    })
    .where('id', '=', id)
    .execute();
}

export async function recordReceipt(
  db: DbOrTrx,
  id: number,
  receipt: {
    answer: ReceiptAnswer;
    receivedMinor: number | null;
    by: 'member' | 'auto' | 'operator';
    final: boolean;
    at: Date;
    proofs: string[];
  },
): Promise<void> {
  await db
    .updateTable('withdrawal_order')
    .set({
      receipt_answer: receipt.answer,
      receipt_received_minor: receipt.receivedMinor,
      receipt_by: receipt.by,
      receipt_final: receipt.final,
      receipt_at: receipt.at,
      receipt_proofs: receipt.proofs,
    })
    .where('id', '=', id)
    .execute();
}

/** Paid before `paidBefore` and never answered: silence now counts as received (one statement, any number). */
export async function confirmSilentReceipts(db: DbOrTrx, paidBefore: Date, now: Date) {
  return db
    .updateTable('withdrawal_order')
    .set({ receipt_answer: 'received', receipt_by: 'auto', receipt_final: true, receipt_at: now })
    .where('status', '=', 'paid')
    .where('receipt_answer', 'is', null)
    .where('paid_at', '<', paidBefore)
    .returning(['id'])
    .execute();
}

/** Paid withdrawals whose member said "not received" or "partly received": the operators' queue. */
export async function listReceiptDisputes(db: DbOrTrx, limit: number) {
  return db
    .selectFrom('withdrawal_order as w')
    .innerJoin('member', 'member.id', 'w.member_id')
    .selectAll('w')
    .select('member.account as member_account')
    .where('w.status', '=', 'paid')
    .where('w.receipt_final', '=', false)
    .where('w.receipt_answer', 'in', ['not_received', 'partly_received'])
    .orderBy('w.receipt_at')
    .limit(limit)
    .execute();
}

export async function insertWithdrawalAudit(
  db: DbOrTrx,
  entry: { orderId: number; action: string; actor: string; detail?: string | null },
): Promise<void> {
  await db
    .insertInto('withdrawal_audit')
    .values({
      order_id: entry.orderId,
      action: entry.action,
      actor: entry.actor,
      detail: entry.detail ?? null,
    })
    .execute();
}

export async function listWithdrawalAudit(db: DbOrTrx, orderId: number) {
  return db
    .selectFrom('withdrawal_audit')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

/** Σ of the member account's holds still waiting (withdrawals under review or payout). */
export async function sumHeld(db: DbOrTrx, accountId: number): Promise<number> {
  const row = await db
    .selectFrom('wallet_hold')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_minor'), eb.lit(0)).as('total'))
    .where('source_account_id', '=', accountId)
    .where('status', '=', 'held')
    // A transfer-wallet transfer in waiting for its vendor's answer is not a withdrawal (docs/payments.md).
    .where('hold_key', 'like', 'withdrawal:%')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

// --- turnover requirement -----------------------------------------------------------------------

export async function findLastPaidDeposit(db: DbOrTrx, memberId: number) {
  return db
    .selectFrom('deposit_order')
    .select(['id', 'amount_minor', 'paid_at'])
    .where('member_id', '=', memberId)
    .where('status', '=', 'paid')
    .orderBy('paid_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Valid bets of settled rounds placed since `since` (the turnover that counts toward a withdrawal). */
export async function sumValidBetsSince(db: DbOrTrx, memberId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('bet_record')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('valid_bet_minor'), eb.lit(0)).as('total'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'settled')
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The member's latest transfers to their upline (ledger kind `upline-transfer`, money out of their wallet). */
export async function listUplineTransfers(db: DbOrTrx, memberId: number, limit: number) {
  return db
    .selectFrom('wallet_transaction as t')
    .innerJoin('wallet_entry as e', 'e.transaction_id', 't.id')
    .innerJoin('wallet_account as a', 'a.id', 'e.account_id')
    .select(['t.id', 't.created_at', 'e.amount_minor'])
    .where('t.kind', '=', 'upline-transfer')
    .where('a.kind', '=', 'member')
    .where('a.owner_ref', '=', String(memberId))
    .where('e.amount_minor', '<', 0)
    .orderBy('t.id', 'desc')
    .limit(limit)
    .execute();
}

export async function ledgerKeyUsed(db: DbOrTrx, idempotencyKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('wallet_transaction')
    .select('id')
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  return Boolean(row);
}
