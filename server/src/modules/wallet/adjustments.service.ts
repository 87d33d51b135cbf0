import {
  ERROR_CODES,
  decimalToMinor,
  minorToDecimal,
  type BalanceAdjustment,
  type BalanceAdjustmentRequest,
} from '@site/shared/schemas';
import type { DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { findMemberByAccount } from '../member/member.repository';
import { ensureMemberAccount, postTransaction, systemAccount } from './ledger.service';
import { listAdjustments } from './ledger.repository';

/**
 * Operator balance adjustments (docs/payments.md "Operator adjustments"): a correction between the house and a
 * member's main wallet, with who and why in the ledger transaction itself (append-only: the audit trail cannot be
 * edited). A debit never takes a member below 0 (the ledger refuses it: 422 INSUFFICIENT_BALANCE). The operator's
 * idempotency key makes a retried request move money once; the same key with another amount is 409.
 */
export async function adjustBalance(
  db: DbOrTrx,
  request: BalanceAdjustmentRequest,
  actor: string,
): Promise<BalanceAdjustment & { replayed: boolean }> {
  const member = await findMemberByAccount(db, request.account);
  if (!member) throw new AppError(404, ERROR_CODES.MEMBER_NOT_FOUND, 'No member with this account');
  const amountMinor = decimalToMinor(request.amount);
  const [wallet, house] = await Promise.all([
    ensureMemberAccount(db, member.id, member.currency),
    systemAccount(db, 'house', member.currency),
  ]);
  const posted = await postTransaction(db, {
    idempotencyKey: `adjustment:${request.idempotencyKey}`,
    kind: 'adjustment',
    legs: [
      { accountId: house.id, amountMinor: -amountMinor },
      { accountId: wallet.id, amountMinor },
    ],
    metadata: { memberId: member.id, actor, reason: request.reason },
  });
  const leg = posted.legs.find((l) => l.accountId === wallet.id)!;
  return {
    transactionId: posted.transactionId,
    account: member.account,
    amount: request.amount,
    currency: member.currency,
    reason: request.reason,
    actor,
    at: posted.createdAt.toISOString(),
    balanceAfter: minorToDecimal(leg.balanceAfterMinor),
    replayed: posted.replayed,
  };
}

/** A member's adjustments, newest first (seeded opening balances included: their actor is `seed`). */
export async function memberAdjustments(db: DbOrTrx, account: string): Promise<BalanceAdjustment[]> {
  const member = await findMemberByAccount(db, account);
  if (!member) throw new AppError(404, ERROR_CODES.MEMBER_NOT_FOUND, 'No member with this account');
  const rows = await listAdjustments(db, member.id, 200);
  return rows.map((r) => {
    const meta = r.metadata as { actor?: string; reason?: string };
    return {
      transactionId: Number(r.id),
      account: member.account,
      amount: minorToDecimal(Number(r.amount_minor)),
      currency: r.currency,
      reason: meta.reason ?? '',
      actor: meta.actor ?? 'seed',
      at: new Date(r.created_at).toISOString(),
      balanceAfter: minorToDecimal(Number(r.balance_after_minor)),
    };
  });
}
