import { randomUUID } from 'node:crypto';
import {
  ERROR_CODES,
  decimalToMinor,
  minorToDecimal,
  type CreateWithdrawalRequest,
  type WithdrawalOrder,
  type WithdrawalOverview,
} from '@site/shared/schemas';
import { withTransaction, type DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { sendMemberMessage } from '../messages/messages.service';
import { ensureMemberAccount, hold } from '../wallet/ledger.service';
import type { WithdrawalRequirementRegistry } from '../wallet/withdrawal-requirements';
import { describeReceipt, receiptDueAt } from './receipt.service';
import { WITHDRAWAL_MAX_MINOR, WITHDRAWAL_MIN_MINOR } from './withdrawals.config';
import {
  findPayoutAccount,
  findWithdrawalOrder,
  findWithdrawalPassword,
  insertWithdrawalAudit,
  insertWithdrawalOrder,
  listMemberWithdrawals,
  listPayoutAccounts,
  lockMemberWithdrawals,
  sumHeld,
  type PayoutAccountRow,
  type WithdrawalOrderRow,
} from './withdrawals.repository';
import { realMember } from './real-member';
import { checkWithdrawalPassword } from './withdrawal-password.service';
import { maskNumber, ownPayoutAccount, toPayoutAccount } from './payout-accounts.service';

/** Money out (docs/payments.md "Money out"). */
/* Split by concern: withdrawal-password, payout-accounts, withdrawals-review (operators), payout-webhook. */

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

export async function describe(db: DbOrTrx, row: WithdrawalOrderRow): Promise<WithdrawalOrder> {
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
