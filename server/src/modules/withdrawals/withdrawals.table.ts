import type { ColumnType, Generated } from 'kysely';
import type { ReceiptAnswer, WithdrawalStatus } from '@site/shared/schemas';

export interface WithdrawalPasswordTable {
  member_id: number;
  password_hash: string;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface PayoutAccountTable {
  id: Generated<number>;
  member_id: number;
  kind: 'bank' | 'ewallet';
  provider: string;
  account_number: string;
  payee_name: string;
  deleted_at: Date | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface WithdrawalOrderTable {
  id: Generated<number>;
  member_id: number;
  payout_account_id: number;
  currency: string;
  /** bigint in SQL; read back with Number(). */
  amount_minor: ColumnType<number, number, never>;
  status: ColumnType<WithdrawalStatus, WithdrawalStatus | undefined, WithdrawalStatus>;
  hold_key: string;
  reason: string | null;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  gateway_tx_id: string | null;
  paid_at: Date | null;
  receipt_answer: ReceiptAnswer | null;
  receipt_received_minor: number | null;
  receipt_by: 'member' | 'auto' | 'operator' | null;
  receipt_final: ColumnType<boolean, boolean | undefined, boolean>;
  receipt_at: Date | null;
  receipt_proofs: ColumnType<string[], string[] | undefined, string[]>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface WithdrawalAuditTable {
  id: Generated<number>;
  order_id: number;
  action: string;
  actor: string;
  detail: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface WithdrawalsTables {
  withdrawal_password: WithdrawalPasswordTable;
  payout_account: PayoutAccountTable;
  withdrawal_order: WithdrawalOrderTable;
  withdrawal_audit: WithdrawalAuditTable;
}
