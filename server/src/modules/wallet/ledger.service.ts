import type { DbOrTrx } from '../../db/with-transaction';

// =====================================================================================
// Public interface of the ledger — THE only code that moves money. Other modules (games,
// deposits, withdrawals, salaries, points) call these functions and nothing else.
//
// Amounts are integer minor units (1 PHP = 100). A leg's positive amount is money INTO the
// account, negative is money OUT. The legs of a transaction sum to zero per currency, so the
// sum of every balance in the system is always zero (the outside world goes negative as
// deposits come in; member/agent/pending accounts can never go negative).
//
// Errors (AppError, code from ERROR_CODES):
//   400 INVALID_LEGS           fewer than 2 legs, zero/non-integer amount, same account twice,
//                              legs not summing to zero per currency
//   400 VALIDATION_FAILED      empty or over-long idempotency key / kind
//   404 ACCOUNT_NOT_FOUND      a leg names an unknown account
//   409 DUPLICATE_TRANSACTION  the key was used before with a different (kind, legs)
//   422 INSUFFICIENT_BALANCE   a member/agent/pending account would go negative;
//                              value = { accountId, balanceMinor } (the actual balance)
//   404 HOLD_NOT_FOUND / 409 HOLD_ALREADY_SETTLED   postHold/voidHold of an unknown hold, or
//                              settling a hold the other way than it was settled
// A failed call leaves nothing behind: no transaction row, no entry, no balance change — and,
// inside a caller's `trx`, that transaction stays usable (the caller decides to go on or not).
// =====================================================================================

/** A Kysely handle or an open transaction: pass your `trx` to make money moves part of it. */
export type { DbOrTrx };

export interface LedgerLeg {
  accountId: number;
  /** Integer minor units; > 0 credits the account, < 0 debits it. Never 0. */
  amountMinor: number;
}

export interface PostTransactionInput {
  /**
   * The caller's key for this movement, unique forever across the whole ledger: namespace it,
   * e.g. `bet:<vendor>:<vendorTxId>`, `deposit:<orderId>`. A retry MUST reuse the same key.
   */
  idempotencyKey: string;
  /** What the movement is: `bet`, `win`, `rollback`, `deposit`, `transfer`, `hold`, ... */
  kind: string;
  legs: LedgerLeg[];
  /** Descriptive only (round id, game, operator...). Not part of the replay identity: the
   *  first call's metadata is kept. */
  metadata?: Record<string, unknown>;
}

/** A two-leg movement of a positive amount from one account to another (postTransfers). */
export interface TransferInput {
  idempotencyKey: string;
  kind: string;
  fromAccountId: number;
  toAccountId: number;
  amountMinor: number;
  metadata?: Record<string, unknown>;
}

export interface PostedLeg extends LedgerLeg {
  /** The account's balance right after this entry. */
  balanceAfterMinor: number;
}

export interface PostedTransaction {
  transactionId: number;
  idempotencyKey: string;
  kind: string;
  createdAt: Date;
  legs: PostedLeg[];
  /** true when this call was a replay of an earlier identical call: nothing moved now. */
  replayed: boolean;
}

// ---- functions (implementations in ledger-post.ts, ledger-accounts.ts, ledger-holds.ts) ----
//   postTransaction(db, PostTransactionInput): Promise<PostedTransaction>
//       Moves money exactly once per idempotency key (see the errors above).
//   ensureMemberAccount(db, memberId, currency) / ensureAgentAccount(db, agentId, currency)
//   systemAccount(db, 'house'|'clearing'|'outside-world'|'pending', currency)
//   outsideWorldAccount(db, memberId, currency)              → the member's shard of the outside world (deposits, payouts)
//   vendorAccount(db, vendorCode, currency)                 → LedgerAccount (created on demand)
//   getAccount(db, accountId) → LedgerAccount;  getBalance(db, accountId) → minor units
//   listOwnerAccounts(db, 'member'|'agent'|'vendor', ownerRef) → LedgerAccount[]
//   hold(db, { holdKey, accountId, amountMinor })  → reserve into `pending:<currency>`
//   postHold(db, { holdKey, toAccountId }) / voidHold(db, { holdKey }) → settle exactly once
// All take `db` or a `trx`; with a `trx` they join it (the caller's rollback undoes them).
export { postTransaction, postTransfers, refusal as postingRefusal } from './ledger-post';
export type { Refusal as PostingRefusal } from './ledger-post';
export {
  ensureMemberAccount,
  ensureMemberAccounts,
  lotteryHouseAccounts,
  lotteryHouseOwnerRef,
  ensureAgentAccount,
  systemAccount,
  outsideWorldAccount,
  vendorAccount,
  transferWalletAccount,
  getAccount,
  getBalance,
  listOwnerAccounts,
} from './ledger-accounts';
export type { LedgerAccount, SystemAccountKind } from './ledger-accounts';
export { hold, postHold, voidHold } from './ledger-holds';
export type { HoldInput, HoldResult, PostHoldInput, VoidHoldInput } from './ledger-holds';
