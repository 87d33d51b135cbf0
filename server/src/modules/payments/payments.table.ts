import type { ColumnType, Generated } from 'kysely';

export type DepositStatus = 'pending' | 'paid' | 'failed' | 'expired' | 'amount_mismatch';

export interface DepositOrderTable {
  id: Generated<number>;
  member_id: number;
  channel: string;
  currency: string;
  /** bigint in SQL; amounts fit a JS safe integer (read back with Number()). */
  amount_minor: ColumnType<number, number, never>;
  status: ColumnType<DepositStatus, DepositStatus | undefined, DepositStatus>;
  gateway_tx_id: string | null;
  /** What the gateway said it collected (differs from amount_minor on a wrong-amount callback). */
  paid_amount_minor: number | null;
  /** Paid after expires_at: credited anyway (docs/decisions.md). */
  late: ColumnType<boolean, boolean | undefined, boolean>;
  expires_at: Date;
  paid_at: Date | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface DepositWebhookEventTable {
  gateway_tx_id: string;
  status: string;
  order_id: number;
  outcome: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface PaymentsTables {
  deposit_order: DepositOrderTable;
  deposit_webhook_event: DepositWebhookEventTable;
}
