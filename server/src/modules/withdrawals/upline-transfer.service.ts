import {
  ERROR_CODES,
  decimalToMinor,
  minorToDecimal,
  type UplineTransferInfo,
  type UplineTransferRequest,
  type UplineTransferResult,
} from '@site/shared/schemas';
import { withTransaction, type DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { isTrialAccount } from '../member/account-type';
import { findMemberById } from '../member/member.repository';
import { sendMemberMessage } from '../messages/messages.service';
import { ensureMemberAccount, postTransaction } from '../wallet/ledger.service';
import type { WithdrawalRequirementRegistry } from '../wallet/withdrawal-requirements';
import { UPLINE_TRANSFER_MAX_MINOR, UPLINE_TRANSFER_MIN_MINOR } from './withdrawals.config';
import {
  findWithdrawalPassword,
  ledgerKeyUsed,
  listUplineTransfers,
  lockMemberWithdrawals,
} from './withdrawals.repository';
import { checkWithdrawalPassword } from './withdrawal-password.service';
import { assertWithdrawable } from './withdrawals.service';

/**
 * transferUpline (docs/payments.md "Transfer to upline"): money leaves the member's control as with a withdrawal, so
 * the same gates apply — the withdrawal password and every withdrawal requirement — and it lands at once in the
 * direct upline's main wallet. The ledger key `upline-transfer:<me>:<clientKey>` makes a retry a replay.
 */

async function memberAndUpline(db: DbOrTrx, memberId: number) {
  const member = await findMemberById(db, memberId);
  if (!member) throw new AppError(401, ERROR_CODES.NOT_LOGGED_IN, 'You are not logged in, please login');
  const upline =
    member.upline_id !== null && !isTrialAccount(member.type)
      ? await findMemberById(db, member.upline_id)
      : undefined;
  return { member, upline };
}

export async function uplineTransferInfo(db: DbOrTrx, memberId: number): Promise<UplineTransferInfo> {
  const { member, upline } = await memberAndUpline(db, memberId);
  const [account, password, recent] = await Promise.all([
    ensureMemberAccount(db, memberId, member.currency),
    findWithdrawalPassword(db, memberId),
    listUplineTransfers(db, memberId, 20),
  ]);
  return {
    allowed: Boolean(upline),
    upline: upline ? { account: upline.account, nickname: upline.nickname ?? null } : null,
    currency: member.currency,
    available: minorToDecimal(account.balanceMinor),
    min: minorToDecimal(UPLINE_TRANSFER_MIN_MINOR),
    max: minorToDecimal(UPLINE_TRANSFER_MAX_MINOR),
    hasWithdrawalPassword: Boolean(password),
    recent: recent.map((r) => ({
      transactionId: Number(r.id),
      amount: minorToDecimal(-Number(r.amount_minor)),
      at: r.created_at.toISOString(),
    })),
  };
}

export async function transferToUpline(
  db: DbOrTrx,
  registry: WithdrawalRequirementRegistry,
  memberId: number,
  request: UplineTransferRequest,
): Promise<UplineTransferResult> {
  const { member, upline } = await memberAndUpline(db, memberId);
  if (isTrialAccount(member.type))
    throw new AppError(403, ERROR_CODES.REAL_ACCOUNT_REQUIRED, 'Please register an account first');
  if (!upline) throw new AppError(422, ERROR_CODES.NO_UPLINE, 'You have no upline to transfer to');
  const amountMinor = decimalToMinor(request.amount);
  if (amountMinor < UPLINE_TRANSFER_MIN_MINOR || amountMinor > UPLINE_TRANSFER_MAX_MINOR) {
    throw new AppError(422, ERROR_CODES.TRANSFER_AMOUNT_OUT_OF_RANGE, 'Amount outside the transfer limits', {
      min: minorToDecimal(UPLINE_TRANSFER_MIN_MINOR),
      max: minorToDecimal(UPLINE_TRANSFER_MAX_MINOR),
    });
  }
  // Outside the lock: the hash check is slow, and a wrong password must not hold anyone else up.
  await checkWithdrawalPassword(db, memberId, request.withdrawalPassword);
  return withTransaction(db, async (trx) => {
    await lockMemberWithdrawals(trx, memberId);
    const from = await ensureMemberAccount(trx, memberId, member.currency);
    const to = await ensureMemberAccount(trx, upline.id, member.currency);
    const legs = [
      { accountId: from.id, amountMinor: -amountMinor },
      { accountId: to.id, amountMinor },
    ];
    const idempotencyKey = `upline-transfer:${memberId}:${request.clientKey}`;
    // A replay skips the requirement check: it moves nothing new, and must answer as the first time did.
    if (!(await ledgerKeyUsed(trx, idempotencyKey))) {
      await assertWithdrawable(trx, registry, memberId, member.currency, amountMinor);
    }
    let posted;
    try {
      posted = await postTransaction(trx, {
        idempotencyKey,
        kind: 'upline-transfer',
        legs,
        metadata: { from: member.account, to: upline.account, counterparty: upline.account },
      });
    } catch (err) {
      if (err instanceof AppError && err.code === ERROR_CODES.DUPLICATE_TRANSACTION) throw keyReused();
      throw err;
    }
    if (!posted.replayed) {
      // Both sides hear of it once (the dedupe key is the ledger transaction); member centre templates
      // messages.kinds.upline.transfer.*.
      const params = {
        from: member.account,
        to: upline.account,
        amount: minorToDecimal(amountMinor),
        currency: member.currency,
      };
      const dedupe = `upline.transfer:${posted.transactionId}`;
      await sendMemberMessage(trx, {
        memberId,
        kind: 'upline.transfer.sent',
        params,
        dedupeKey: `${dedupe}:out`,
      });
      await sendMemberMessage(trx, {
        memberId: upline.id,
        kind: 'upline.transfer.received',
        params,
        dedupeKey: `${dedupe}:in`,
      });
    }
    return {
      transactionId: posted.transactionId,
      amount: minorToDecimal(amountMinor),
      toAccount: upline.account,
      balanceAfter: minorToDecimal(posted.legs.find((l) => l.accountId === from.id)!.balanceAfterMinor),
      replayed: posted.replayed,
    };
  });
}

function keyReused() {
  return new AppError(
    409,
    ERROR_CODES.TRANSFER_KEY_REUSED,
    'This transfer key was used for another transfer',
  );
}
