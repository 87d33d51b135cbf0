import type { ColumnType, Generated } from 'kysely';

/** Who an account belongs to; decides whether it may go negative (see the CHECK in the migration). */
export type AccountKind = 'member' | 'agent' | 'house' | 'vendor' | 'clearing' | 'outside-world' | 'pending';

export interface WalletAccountTable {
  id: Generated<number>;
  /** Natural key, e.g. `member:42:PHP`, `house:PHP`, `vendor:PG:PHP`, `pending:PHP`. */
  code: string;
  kind: AccountKind;
  /** Member/agent id for their accounts, vendor code for vendor accounts, null for system accounts. */
  owner_ref: string | null;
  currency: string;
  /** Materialised Σ entries, integer minor units; changed only by the ledger service. */
  balance_minor: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Date, never, never>;
}

export interface WalletTransactionTable {
  id: Generated<number>;
  idempotency_key: string;
  /** sha256 of the canonical (kind, legs) payload: a replay must match it. */
  request_hash: string;
  kind: string;
  metadata: ColumnType<Record<string, unknown>, string, never>;
  created_at: ColumnType<Date, never, never>;
}

/** Append-only: a trigger rejects UPDATE and DELETE. */
export interface WalletEntryTable {
  id: Generated<number>;
  transaction_id: number;
  account_id: number;
  /** Positive = money into the account, negative = out of it. */
  amount_minor: number;
  balance_after_minor: number;
}

export type HoldStatus = 'held' | 'posted' | 'voided';

export interface WalletHoldTable {
  id: Generated<number>;
  hold_key: string;
  source_account_id: number;
  pending_account_id: number;
  amount_minor: number;
  status: ColumnType<HoldStatus, HoldStatus | undefined, HoldStatus>;
  /** Where the money went on `post` (null while held or after void). */
  destination_account_id: ColumnType<number | null, never, number>;
  created_at: ColumnType<Date, never, never>;
  settled_at: ColumnType<Date | null, never, Date>;
}

export interface WalletTables {
  wallet_account: WalletAccountTable;
  wallet_transaction: WalletTransactionTable;
  wallet_entry: WalletEntryTable;
  wallet_hold: WalletHoldTable;
}
