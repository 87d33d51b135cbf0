import type { ColumnType, Generated } from 'kysely';

/** Migration 0430 (docs/payments.md "Transfer wallets"). */
export interface TransferWalletVendorTable {
  code: string;
  display_name: string;
  sort_order: ColumnType<number, number | undefined, number>;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
}

export type TransferStatus = 'pending' | 'done' | 'failed';

export interface TransferWalletTransferTable {
  id: Generated<number>;
  transfer_id: string;
  member_id: number;
  client_key: string;
  vendor: string;
  direction: 'in' | 'out';
  currency: string;
  /** bigint in SQL, read back with Number(). */
  amount_minor: ColumnType<number, number, never>;
  status: ColumnType<TransferStatus, TransferStatus | undefined, TransferStatus>;
  reason: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  settled_at: ColumnType<Date | null, never, Date | null>;
}

export interface TransferWalletTables {
  transfer_wallet_vendor: TransferWalletVendorTable;
  transfer_wallet_transfer: TransferWalletTransferTable;
}
