import { ERROR_CODES, type PayoutAccount, type PayoutAccountInput } from '@site/shared/schemas';
import { withTransaction, type DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { PAYOUT_ACCOUNT_LIMIT } from './withdrawals.config';
import {
  findPayoutAccount,
  insertPayoutAccount,
  listPayoutAccounts,
  lockMemberWithdrawals,
  softDeletePayoutAccount,
  updatePayoutAccount,
  type PayoutAccountRow,
} from './withdrawals.repository';
import { realMember } from './real-member';

/** The member's payout accounts (docs/payments.md "Money out"): where a withdrawal is paid. */

export function maskNumber(accountNumber: string): string {
  const digits = accountNumber.replace(/\D/g, '');
  return `•••• ${digits.slice(-4)}`;
}

export function toPayoutAccount(row: PayoutAccountRow): PayoutAccount {
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
export async function ownPayoutAccount(db: DbOrTrx, memberId: number, id: number): Promise<PayoutAccountRow> {
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
