import type { ColumnType, JSONColumnType } from 'kysely';

/**
 * One row per vendor transaction id: the idempotency record of the seamless-wallet callbacks.
 * `action = 'tombstone'` marks a bet id whose rollback arrived first, so the late bet is refused.
 */
export interface SeamlessTransactionTable {
  vendor: string;
  transaction_id: string;
  action: string;
  request_hash: string;
  response: JSONColumnType<Record<string, unknown>>;
  member_id: number | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** The one settlement of a bet (ADR 004): the first win/loss or rollback, or a rollback's tombstone. */
export interface SeamlessSettlementTable {
  vendor: string;
  bet_transaction_id: string;
  kind: 'win' | 'rollback';
  transaction_id: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface SeamlessWalletTables {
  seamless_transaction: SeamlessTransactionTable;
  seamless_settlement: SeamlessSettlementTable;
}
