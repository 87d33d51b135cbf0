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
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface ResponsibleGamingTables {
  rg_deposit_limit: DepositLimitTable;
  rg_break: BreakTable;
}
