import { randomUUID } from 'node:crypto';
import {
  ERROR_CODES,
  decimalToMinor,
  minorToDecimal,
  type CreateWithdrawalRequest,
  type PayoutAccount,
  type PayoutAccountInput,
  type PayoutWebhook,
  type WithdrawalOrder,
  type WithdrawalOverview,
  type WithdrawalPasswordStatus,
} from '@site/shared/schemas';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { withTransaction, type DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { isTrialAccount } from '../member/account-type';
import { findMemberById } from '../member/member.repository';
import { hashPassword, verifyPassword } from '../member/password-hash';
import { sendMemberMessage } from '../messages/messages.service';
import { requestDemoPayout } from '../payment-gateway-demo/payouts';
import { takeAllowance } from '../verification/abuse-limits';
import { ensureMemberAccount, hold, outsideWorldAccount, postHold, voidHold } from '../wallet/ledger.service';
import type { WithdrawalRequirementRegistry } from '../wallet/withdrawal-requirements';
import { describeReceipt, receiptDueAt } from './receipt.service';
import { PAYOUT_ACCOUNT_LIMIT, WITHDRAWAL_MAX_MINOR, WITHDRAWAL_MIN_MINOR } from './withdrawals.config';
import {
  findPayoutAccount,
  findWithdrawalOrder,
  findWithdrawalPassword,
  insertPayoutAccount,
  insertWithdrawalAudit,
  insertWithdrawalOrder,
  listMemberWithdrawals,
  listPayoutAccounts,
  listWithdrawalsByStatus,
  lockMemberWithdrawals,
  lockWithdrawalOrder,
  softDeletePayoutAccount,
  sumHeld,
  updatePayoutAccount,
  updateWithdrawalOrder,
  upsertWithdrawalPassword,
  type PayoutAccountRow,
  type WithdrawalOrderRow,
} from './withdrawals.repository';

/** Money out (docs/payments.md "Money out"). */

async function realMember(db: DbOrTrx, memberId: number) {
  const member = await findMemberById(db, memberId);
  if (!member) throw new AppError(401, ERROR_CODES.NOT_LOGGED_IN, 'You are not logged in, please login');
  if (isTrialAccount(member.type))
    throw new AppError(403, ERROR_CODES.REAL_ACCOUNT_REQUIRED, 'Trial accounts cannot withdraw');
  return member;
}

// --- withdrawal password ------------------------------------------------------------------------

export async function withdrawalPasswordStatus(
  db: DbOrTrx,
  memberId: number,
): Promise<WithdrawalPasswordStatus> {
  const row = await findWithdrawalPassword(db, memberId);
  return { isSet: Boolean(row), updatedAt: row ? row.updated_at.toISOString() : null };
}

/** Sets or changes the withdrawal password; either way the member re-authenticates with the login password. */
export async function setWithdrawalPassword(
  db: DbOrTrx,
  memberId: number,
  loginPassword: string,
  newPassword: string,
): Promise<WithdrawalPasswordStatus> {
  const member = await realMember(db, memberId);
  if (!member.password_hash || !(await verifyPassword(loginPassword, member.password_hash))) {
    await takeAllowance(db, 'withdrawal-password-wrong', `member:${memberId}`);
    throw new AppError(403, ERROR_CODES.REAUTH_FAILED, 'Your login password is not correct');
  }
  await upsertWithdrawalPassword(db, memberId, await hashPassword(newPassword));
  return withdrawalPasswordStatus(db, memberId);
}

/** The withdrawal password before money leaves (withdrawal, transfer to upline); wrong tries are rate-limited. */
export async function checkWithdrawalPassword(
  db: DbOrTrx,
  memberId: number,
  password: string,
): Promise<void> {
  const row = await findWithdrawalPassword(db, memberId);
  if (!row)
    throw new AppError(422, ERROR_CODES.WITHDRAWAL_PASSWORD_NOT_SET, 'Set a withdrawal password first');
  if (!(await verifyPassword(password, row.password_hash))) {
    // Counts the failure; the 6th within the window answers 429 instead (abuse-limits.ts).
    await takeAllowance(db, 'withdrawal-password-wrong', `member:${memberId}`);
    throw new AppError(403, ERROR_CODES.WITHDRAWAL_PASSWORD_WRONG, 'The withdrawal password is not correct');
  }
}

/**
 * Money may leave the member's control (a withdrawal, a transfer to the upline) only when every requirement is met
 * (docs/payments.md): an unmet requirement that locks nothing (the deposit turnover) blocks it all; one that locks an
 * amount (a bonus being wagered) keeps that amount back. Call under the member's withdrawal lock.
 */
export async function assertWithdrawable(
  trx: DbOrTrx,
  registry: WithdrawalRequirementRegistry,
  memberId: number,
  currency: string,
  amountMinor: number,
): Promise<void> {
  const unmet = (await registry.collect(trx, memberId)).filter((r) => r.progressMinor < r.requiredMinor);
  // An unmet requirement that locks an amount (a bonus being wagered) keeps only that amount back; one that
  // locks nothing (the deposit turnover) blocks every withdrawal until met (docs/payments.md).
  const blocking = unmet.filter((r) => r.lockedMinor === 0);
  const lockedMinor = unmet.reduce((sum, r) => sum + r.lockedMinor, 0);
  if (blocking.length > 0) {
    throw new AppError(422, ERROR_CODES.WITHDRAWAL_REQUIREMENT_NOT_MET, 'Turnover requirement not met yet', {
      requirements: blocking.map((r) => ({
        kind: r.kind,
        required: minorToDecimal(r.requiredMinor),
        progress: minorToDecimal(r.progressMinor),
      })),
    });
  }
  const account = await ensureMemberAccount(trx, memberId, currency);
  if (lockedMinor > 0 && amountMinor > account.balanceMinor - lockedMinor) {
    throw new AppError(
      422,
      ERROR_CODES.WITHDRAWAL_REQUIREMENT_NOT_MET,
      'Part of the balance is a bonus still being wagered',
      {
        locked: minorToDecimal(lockedMinor),
        withdrawable: minorToDecimal(Math.max(0, account.balanceMinor - lockedMinor)),
      },
    );
  }
}

// --- payout accounts ----------------------------------------------------------------------------

function maskNumber(accountNumber: string): string {
  const digits = accountNumber.replace(/\D/g, '');
  return `•••• ${digits.slice(-4)}`;
}

function toPayoutAccount(row: PayoutAccountRow): PayoutAccount {
  return {
    id: row.id,
    kind: row.kind,
    provider: row.provider,
    accountNumber: maskNumber(row.account_number),
    payeeName: row.payee_name,
    createdAt: row.created_at.toISOString(),
  };
}

export async function listOwnPayoutAccounts(db: DbOrTrx, memberId: number): Promise<PayoutAccount[]> {
  return (await listPayoutAccounts(db, memberId)).map(toPayoutAccount);
}

/** Someone else's (or a deleted) account answers exactly like a missing one. */
async function ownPayoutAccount(db: DbOrTrx, memberId: number, id: number): Promise<PayoutAccountRow> {
  const row = await findPayoutAccount(db, id);
  if (!row || row.member_id !== memberId || row.deleted_at)
    throw new AppError(404, ERROR_CODES.PAYOUT_ACCOUNT_NOT_FOUND, 'Payout account not found');
  return row;
}

export async function addPayoutAccount(
  db: DbOrTrx,
  memberId: number,
  input: PayoutAccountInput,
): Promise<PayoutAccount> {
  await realMember(db, memberId);
  return withTransaction(db, async (trx) => {
    await lockMemberWithdrawals(trx, memberId);
    if ((await listPayoutAccounts(trx, memberId)).length >= PAYOUT_ACCOUNT_LIMIT) {
      throw new AppError(
        422,
        ERROR_CODES.PAYOUT_ACCOUNT_LIMIT,
        `At most ${PAYOUT_ACCOUNT_LIMIT} payout accounts`,
        {
          limit: PAYOUT_ACCOUNT_LIMIT,
        },
      );
    }
    return toPayoutAccount(await insertPayoutAccount(trx, { memberId, ...input }));
  });
}

export async function changePayoutAccount(
  db: DbOrTrx,
  memberId: number,
  id: number,
  input: PayoutAccountInput,
): Promise<PayoutAccount> {
  await ownPayoutAccount(db, memberId, id);
  return toPayoutAccount(await updatePayoutAccount(db, id, input));
}

export async function removePayoutAccount(db: DbOrTrx, memberId: number, id: number): Promise<void> {
  await ownPayoutAccount(db, memberId, id);
  await softDeletePayoutAccount(db, id);
}

// --- overview + request -------------------------------------------------------------------------

export async function withdrawalOverview(
  db: DbOrTrx,
  registry: WithdrawalRequirementRegistry,
  memberId: number,
): Promise<WithdrawalOverview> {
  const member = await realMember(db, memberId);
  const account = await ensureMemberAccount(db, memberId, member.currency);
  const [pending, requirements, password, payoutAccounts] = await Promise.all([
    sumHeld(db, account.id),
    registry.collect(db, memberId),
    findWithdrawalPassword(db, memberId),
    listPayoutAccounts(db, memberId),
  ]);
  return {
    currency: member.currency,
    available: minorToDecimal(account.balanceMinor),
    pending: minorToDecimal(pending),
    min: minorToDecimal(WITHDRAWAL_MIN_MINOR),
    max: minorToDecimal(WITHDRAWAL_MAX_MINOR),
    requirements: requirements.map((r) => ({
      kind: r.kind,
      required: minorToDecimal(r.requiredMinor),
      progress: minorToDecimal(r.progressMinor),
      met: r.progressMinor >= r.requiredMinor,
      locked: r.progressMinor >= r.requiredMinor ? 0 : minorToDecimal(r.lockedMinor),
    })),
    passwordSet: Boolean(password),
    payoutAccounts: payoutAccounts.map(toPayoutAccount),
  };
}

/**
 * Request → checks (limits, password, own payout account, requirements) → ledger hold, all under the member's
 * advisory lock so two requests cannot both pass the checks on the same money. The hold is what refuses an
 * amount above the available balance, atomically with any bet racing it.
 */
export async function requestWithdrawal(
  db: DbOrTrx,
  registry: WithdrawalRequirementRegistry,
  memberId: number,
  request: CreateWithdrawalRequest,
): Promise<WithdrawalOrder> {
  const member = await realMember(db, memberId);
  const amountMinor = decimalToMinor(request.amount);
  if (amountMinor < WITHDRAWAL_MIN_MINOR || amountMinor > WITHDRAWAL_MAX_MINOR) {
    throw new AppError(
      422,
      ERROR_CODES.WITHDRAWAL_AMOUNT_OUT_OF_RANGE,
      'Amount outside the withdrawal limits',
      {
        min: minorToDecimal(WITHDRAWAL_MIN_MINOR),
        max: minorToDecimal(WITHDRAWAL_MAX_MINOR),
      },
    );
  }
  await ownPayoutAccount(db, memberId, request.payoutAccountId);
  await checkWithdrawalPassword(db, memberId, request.withdrawalPassword);

  return withTransaction(db, async (trx) => {
    await lockMemberWithdrawals(trx, memberId);
    const payout = await ownPayoutAccount(trx, memberId, request.payoutAccountId);
    await assertWithdrawable(trx, registry, memberId, member.currency, amountMinor);
    const account = await ensureMemberAccount(trx, memberId, member.currency);
    const order = await insertWithdrawalOrder(trx, {
      memberId,
      payoutAccountId: payout.id,
      currency: member.currency,
      amountMinor,
      holdKey: `withdrawal:${randomUUID()}`,
    });
    // INSUFFICIENT_BALANCE from the ledger rolls the order back with it.
    await hold(trx, {
      holdKey: order.hold_key,
      accountId: account.id,
      amountMinor,
      metadata: { withdrawalId: order.id },
    });
    await insertWithdrawalAudit(trx, { orderId: order.id, action: 'requested', actor: `member:${memberId}` });
    await sendMemberMessage(trx, {
      memberId,
      kind: 'withdrawal.requested',
      params: { orderId: order.id, amount: minorToDecimal(amountMinor), currency: member.currency },
      dedupeKey: `withdrawal.requested:${order.id}`,
    });
    return toWithdrawalOrder(order, payout);
  });
}

function toWithdrawalOrder(row: WithdrawalOrderRow, payout: PayoutAccountRow): WithdrawalOrder {
  return {
    orderId: Number(row.id),
    amount: minorToDecimal(Number(row.amount_minor)),
    currency: row.currency,
    status: row.status,
    payoutAccount: {
      kind: payout.kind,
      provider: payout.provider,
      accountNumber: maskNumber(payout.account_number),
    },
    reason: row.reason,
    createdAt: row.created_at.toISOString(),
    reviewedAt: row.reviewed_at ? row.reviewed_at.toISOString() : null,
    paidAt: row.paid_at ? row.paid_at.toISOString() : null,
    receipt: describeReceipt(row),
    receiptDueAt: receiptDueAt(row)?.toISOString() ?? null,
  };
}

async function describe(db: DbOrTrx, row: WithdrawalOrderRow): Promise<WithdrawalOrder> {
  const payout = await findPayoutAccount(db, row.payout_account_id);
  if (!payout) throw new AppError(500, ERROR_CODES.INTERNAL_ERROR, 'Payout account missing');
  return toWithdrawalOrder(row, payout);
}

export async function listOwnWithdrawals(db: DbOrTrx, memberId: number): Promise<WithdrawalOrder[]> {
  const rows = await listMemberWithdrawals(db, memberId, 50);
  return Promise.all(rows.map((row) => describe(db, row)));
}

export async function getOwnWithdrawal(db: DbOrTrx, memberId: number, id: number): Promise<WithdrawalOrder> {
  const row = await findWithdrawalOrder(db, id);
  if (!row || row.member_id !== memberId)
    throw new AppError(404, ERROR_CODES.WITHDRAWAL_NOT_FOUND, 'Withdrawal not found');
  return describe(db, row);
}

// --- operators ----------------------------------------------------------------------------------

export async function listPendingWithdrawals(db: DbOrTrx) {
  const rows = await listWithdrawalsByStatus(db, 'pending', 200);
  return rows.map((row) => ({
    orderId: Number(row.id),
    memberId: row.member_id,
    memberAccount: row.member_account,
    amount: minorToDecimal(Number(row.amount_minor)),
    currency: row.currency,
    createdAt: row.created_at.toISOString(),
  }));
}

async function lockForReview(trx: Transaction<Database>, id: number): Promise<WithdrawalOrderRow> {
  const row = await lockWithdrawalOrder(trx, id);
  if (!row) throw new AppError(404, ERROR_CODES.WITHDRAWAL_NOT_FOUND, 'Withdrawal not found');
  if (row.status !== 'pending') {
    throw new AppError(409, ERROR_CODES.WITHDRAWAL_STATE_INVALID, `Withdrawal is already ${row.status}`, {
      status: row.status,
    });
  }
  return row;
}

/** Approve: the hold stays; the payout is requested from the gateway, whose webhook settles the hold. */
export async function approveWithdrawal(
  db: DbOrTrx,
  secret: string,
  id: number,
  actor: string,
  now = new Date(),
): Promise<{ order: WithdrawalOrder; payoutUrl: string }> {
  return withTransaction(db, async (trx) => {
    const row = await lockForReview(trx, id);
    const payoutAccount = await findPayoutAccount(trx, row.payout_account_id);
    const payout = requestDemoPayout(secret, {
      merchantPayoutId: Number(row.id),
      amountMinor: Number(row.amount_minor),
      currency: row.currency,
      destination: `${payoutAccount?.provider ?? ''} ${maskNumber(payoutAccount?.account_number ?? '')}`,
    });
    await updateWithdrawalOrder(trx, row.id, {
      status: 'approved',
      reviewedBy: actor,
      reviewedAt: now,
      gatewayTxId: payout.gatewayTxId,
    });
    await insertWithdrawalAudit(trx, { orderId: row.id, action: 'approved', actor });
    await sendMemberMessage(trx, {
      memberId: row.member_id,
      kind: 'withdrawal.approved',
      params: {
        orderId: Number(row.id),
        amount: minorToDecimal(Number(row.amount_minor)),
        currency: row.currency,
      },
      dedupeKey: `withdrawal.approved:${row.id}`,
    });
    const updated = await findWithdrawalOrder(trx, row.id);
    return { order: await describe(trx, updated!), payoutUrl: payout.payoutUrl };
  });
}

/** Reject with a reason: the hold is voided (the money is available again at once). */
export async function rejectWithdrawal(
  db: DbOrTrx,
  id: number,
  actor: string,
  reason: string,
  now = new Date(),
): Promise<WithdrawalOrder> {
  return withTransaction(db, async (trx) => {
    const row = await lockForReview(trx, id);
    await voidHold(trx, { holdKey: row.hold_key, metadata: { withdrawalId: Number(row.id), reason, actor } });
    await updateWithdrawalOrder(trx, row.id, {
      status: 'rejected',
      reason,
      reviewedBy: actor,
      reviewedAt: now,
    });
    await insertWithdrawalAudit(trx, { orderId: row.id, action: 'rejected', actor, detail: reason });
    await sendMemberMessage(trx, {
      memberId: row.member_id,
      kind: 'withdrawal.rejected',
      params: {
        orderId: Number(row.id),
        amount: minorToDecimal(Number(row.amount_minor)),
        currency: row.currency,
        reason,
      },
      dedupeKey: `withdrawal.rejected:${row.id}`,
    });
    return describe(trx, (await findWithdrawalOrder(trx, row.id))!);
  });
}

// --- payout webhook -----------------------------------------------------------------------------

export type PayoutWebhookOutcome =
  | 'paid'
  | 'failed'
  | 'replayed'
  | 'ignored-not-approved'
  | 'ignored-unknown-payout'
  | 'ignored-failed-after-paid'
  | 'conflict-paid-after-failed'
  | 'amount-mismatch';

/**
 * Applies one (already signature-checked) payout callback under the order's row lock. `paid` captures the hold
 * into the outside world, `failed` voids it; the hold's own keys make either happen once. Every outcome answers
 * 200 so the gateway stops retrying; anything that does not fit moves nothing and is audited for an operator.
 */
export async function applyPayoutWebhook(
  db: DbOrTrx,
  event: PayoutWebhook,
  now = new Date(),
): Promise<PayoutWebhookOutcome> {
  return withTransaction(db, async (trx) => {
    const row = await lockWithdrawalOrder(trx, event.merchantPayoutId);
    if (!row) throw new AppError(404, ERROR_CODES.WITHDRAWAL_NOT_FOUND, 'Withdrawal not found');
    const outcome = await decidePayout(trx, row, event, now);
    await insertWithdrawalAudit(trx, {
      orderId: row.id,
      action: `webhook:${event.status}`,
      actor: 'gateway:demo',
      detail: `${event.gatewayTxId} → ${outcome}`,
    });
    return outcome;
  });
}

async function decidePayout(
  trx: Transaction<Database>,
  row: WithdrawalOrderRow,
  event: PayoutWebhook,
  now: Date,
): Promise<PayoutWebhookOutcome> {
  if (row.gateway_tx_id === null || row.status === 'pending' || row.status === 'rejected')
    return 'ignored-not-approved';
  if (row.gateway_tx_id !== event.gatewayTxId) return 'ignored-unknown-payout';
  if (event.amountMinor !== Number(row.amount_minor)) return 'amount-mismatch';
  if (row.status === 'paid') return event.status === 'paid' ? 'replayed' : 'ignored-failed-after-paid';
  if (row.status === 'failed') return event.status === 'failed' ? 'replayed' : 'conflict-paid-after-failed';

  const params = {
    orderId: Number(row.id),
    amount: minorToDecimal(Number(row.amount_minor)),
    currency: row.currency,
  };
  if (event.status === 'failed') {
    await voidHold(trx, {
      holdKey: row.hold_key,
      metadata: { withdrawalId: Number(row.id), gatewayTxId: event.gatewayTxId },
    });
    await updateWithdrawalOrder(trx, row.id, { status: 'failed' });
    await sendMemberMessage(trx, {
      memberId: row.member_id,
      kind: 'withdrawal.failed',
      params,
      dedupeKey: `withdrawal.failed:${row.id}`,
    });
    return 'failed';
  }
  const outside = await outsideWorldAccount(trx, row.member_id, row.currency);
  await postHold(trx, {
    holdKey: row.hold_key,
    toAccountId: outside.id,
    metadata: { withdrawalId: Number(row.id), gatewayTxId: event.gatewayTxId },
  });
  await updateWithdrawalOrder(trx, row.id, { status: 'paid', paidAt: now });
  await sendMemberMessage(trx, {
    memberId: row.member_id,
    kind: 'withdrawal.paid',
    params,
    dedupeKey: `withdrawal.paid:${row.id}`,
  });
  return 'paid';
}
