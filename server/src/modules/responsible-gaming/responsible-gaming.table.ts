import type { ColumnType, Generated } from 'kysely';
import type { BreakKind, DepositLimitPeriod } from '@site/shared/schemas';

export interface DepositLimitTable {
  member_id: number;
  period: DepositLimitPeriod;
  amount_minor: number | null;
  pending_amount_minor: number | null;
  pending_effective_at: Date | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface BreakTable {
  id: Generated<number>;
  member_id: number;
  kind: BreakKind;
  starts_at: Date;
  ends_at: Date;
  /** Migration 0421: the operator who imposed it and why; null when the member took it. */
  imposed_by: ColumnType<string | null, string | null | undefined, never>;
  reason: ColumnType<string | null, string | null | undefined, never>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface ResponsibleGamingTables {
  rg_deposit_limit: DepositLimitTable;
  rg_break: BreakTable;
}
