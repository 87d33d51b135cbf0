import { ERROR_CODES } from '@site/shared/schemas';
import type { Db } from '../../db/create-db';
import { AppError } from '../../errors';
import { ensureMemberAccount, postTransaction, vendorAccount } from '../wallet/ledger.service';

/** The seamless wallet's only door to money: every movement goes through the ledger service. */
export class InsufficientFunds extends Error {}

type Party = { member: number } | { vendor: string };

async function accountId(db: Db, party: Party, currency: string): Promise<number> {
  const account = 'member' in party ? await ensureMemberAccount(db, party.member, currency) : await vendorAccount(db, party.vendor, currency);
  return account.id;
}

export async function moveMoney(
  db: Db,
  move: { key: string; kind: string; from: Party; to: Party; currency: string; amountMinor: number; metadata: Record<string, unknown> },
): Promise<void> {
  const [fromId, toId] = await Promise.all([accountId(db, move.from, move.currency), accountId(db, move.to, move.currency)]);
  try {
    await postTransaction(db, {
      idempotencyKey: move.key,
      kind: move.kind,
      legs: [
        { accountId: fromId, amountMinor: -move.amountMinor },
        { accountId: toId, amountMinor: move.amountMinor },
      ],
      metadata: move.metadata,
    });
  } catch (err) {
    if (err instanceof AppError && err.code === ERROR_CODES.INSUFFICIENT_BALANCE) throw new InsufficientFunds();
    throw err;
  }
}

export async function memberBalanceMinor(db: Db, memberId: number, currency: string): Promise<number> {
  return (await ensureMemberAccount(db, memberId, currency)).balanceMinor;
}
