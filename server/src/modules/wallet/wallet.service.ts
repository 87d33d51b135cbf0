import { minorToDecimal, type BalanceResult } from '@site/shared/schemas';
import type { Db } from '../../db/create-db';
import { findMemberById } from '../member/member.repository';
import { ensureMemberAccount, listOwnerAccounts } from './ledger.service';

/**
 * The member's wallets for `GET /wps/v2/wallets/balance`. The main wallet in the member's
 * currency always exists (opened at 0 on first ask); `sumBalance` sums the wallets in that
 * currency — wallets in other currencies are listed but never added across currencies.
 */
export async function memberBalance(db: Db, memberId: number): Promise<BalanceResult> {
  const member = await findMemberById(db, memberId);
  const currency = member?.currency ?? 'PHP';
  let accounts = await listOwnerAccounts(db, 'member', memberId);
  if (!accounts.some((a) => a.currency === currency)) {
    // First ask: open the main wallet (the hot path above stays one read).
    await ensureMemberAccount(db, memberId, currency);
    accounts = await listOwnerAccounts(db, 'member', memberId);
  }
  const sumMinor = accounts
    .filter((a) => a.currency === currency)
    .reduce((sum, a) => sum + a.balanceMinor, 0);
  return {
    sumBalance: minorToDecimal(sumMinor),
    currency,
    wallets: accounts.map((a) => ({
      wallet: 'MAIN',
      currency: a.currency,
      balance: minorToDecimal(a.balanceMinor),
    })),
  };
}
