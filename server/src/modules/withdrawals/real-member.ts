import { ERROR_CODES } from '@site/shared/schemas';
import { type DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { isTrialAccount } from '../member/account-type';
import { findMemberById } from '../member/member.repository';

/** Withdrawal steps are for real members: a trial account is refused before anything is read or written. */

export async function realMember(db: DbOrTrx, memberId: number) {
  const member = await findMemberById(db, memberId);
  if (!member) throw new AppError(401, ERROR_CODES.NOT_LOGGED_IN, 'You are not logged in, please login');
  if (isTrialAccount(member.type))
    throw new AppError(403, ERROR_CODES.REAL_ACCOUNT_REQUIRED, 'Trial accounts cannot withdraw');
  return member;
}
