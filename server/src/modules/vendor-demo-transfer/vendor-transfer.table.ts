import type { ColumnType } from 'kysely';

/** Migration 0320: the demo transfer-wallet vendor's own store (docs/payments.md "Transfer wallets"). */
export interface VendorDemoTransferPlayerTable {
  player: string;
  currency: string;
  /** bigint in SQL, read back with Number(). */
  balance_minor: ColumnType<number, number | undefined, number>;
}

export type VendorTransferOutcome = 'done' | 'refused' | 'closed';

export interface VendorDemoTransferTxnTable {
  transfer_id: string;
  player: string | null;
  currency: string | null;
  direction: 'deposit' | 'withdraw' | null;
  amount_minor: number | null;
  outcome: VendorTransferOutcome;
  reason: string | null;
  balance_after_minor: number | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface VendorDemoTransferTables {
  vendor_demo_transfer_player: VendorDemoTransferPlayerTable;
  vendor_demo_transfer_txn: VendorDemoTransferTxnTable;
}
