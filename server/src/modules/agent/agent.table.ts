import type { ColumnType, Generated } from 'kysely';
import type { ContractKind, ContractState, ContractTier, DividendPeriod } from '@site/shared/schemas';
import type { JsonColumn } from '../system/system.table';

export interface AgentContractTable {
  id: Generated<number>;
  kind: ContractKind;
  /** Dividends only; salary kinds settle on their own fixed clock. */
  period: DividendPeriod | null;
  upline_id: number;
  member_id: number;
  tiers: JsonColumn<ContractTier[]>;
  state: ColumnType<ContractState, ContractState | undefined, ContractState>;
  end_reason: string | null;
  offered_at: ColumnType<Date, Date | undefined, never>;
  decided_at: Date | null;
  ended_at: Date | null;
}

export interface AgentTables {
  agent_contract: AgentContractTable;
}
