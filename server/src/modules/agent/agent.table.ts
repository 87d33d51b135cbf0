import type { ColumnType, Generated } from 'kysely';
import type {
  ContractKind,
  ContractRequestState,
  ContractState,
  ContractTier,
  DividendPeriod,
} from '@site/shared/schemas';
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

/**
 * `insufficient` is the only open state: its upline may still pay it in full (→ `paid`) or it, or an operator,
 * rejects it with a reason (→ `rejected`). A bill is all or nothing (docs/decisions.md): there is no partly paid.
 */
export type SalaryBillState = 'paid' | 'not_reached' | 'insufficient' | 'rejected';

/** Who closed an insufficient bill without paying it. */
interface BillDecisionColumns {
  reject_reason: string | null;
  /** `upline`, or the operator: `staff:<account>` or `automation[:label]` (docs/back-office.md). */
  rejected_by: string | null;
  closed_at: Date | null;
}

/** One bill per (contract, period): the key of exactly-once settlement. */
export interface AgentSalaryBillTable extends BillDecisionColumns {
  id: Generated<number>;
  contract_id: number;
  period_key: string;
  kind: ContractKind;
  payer_id: number;
  member_id: number;
  period_start: Date;
  period_end: Date;
  valid_bet_minor: ColumnType<number, number, number>;
  active_members: number;
  rate_bp: number;
  amount_minor: ColumnType<number, number, number>;
  state: SalaryBillState;
  transaction_id: number | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/**
 * One dividend bill per (contract, period). `net_loss_minor` is the period's own figure (negative when the players
 * won); `carried_in_minor` (≤ 0) the loss not yet covered from earlier periods; `carried_out_minor` (≤ 0) what the
 * next period starts from (docs/agents.md "Dividends").
 */
export interface AgentDividendBillTable extends BillDecisionColumns {
  id: Generated<number>;
  contract_id: number;
  period_key: string;
  payer_id: number;
  member_id: number;
  period_start: Date;
  period_end: Date;
  valid_bet_minor: ColumnType<number, number, number>;
  active_members: number;
  net_loss_minor: ColumnType<number, number, number>;
  carried_in_minor: ColumnType<number, number, number>;
  carried_out_minor: ColumnType<number, number, number>;
  rate_bp: number;
  amount_minor: ColumnType<number, number, number>;
  state: SalaryBillState;
  transaction_id: number | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** A downline asking its direct upline for a contract (migration 0620); closed by a dismiss or an offer. */
export interface AgentContractRequestTable {
  id: Generated<number>;
  member_id: number;
  upline_id: number;
  kind: ContractKind;
  note: string | null;
  state: ColumnType<ContractRequestState, ContractRequestState | undefined, ContractRequestState>;
  contract_id: number | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  closed_at: Date | null;
}

/** One change of a contract's state (migration 1475), written in the change's transaction. */
export interface AgentContractEventTable {
  id: Generated<number>;
  contract_id: number;
  from_state: ContractState | null;
  to_state: ContractState;
  reason_code: string | null;
  note: string | null;
  /** `agent:<account>`, `staff:<account>`, `automation[:label]`, or `backfill`. */
  actor: string;
  staff_id: number | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface AgentTables {
  agent_contract: AgentContractTable;
  agent_contract_event: AgentContractEventTable;
  agent_contract_request: AgentContractRequestTable;
  agent_salary_bill: AgentSalaryBillTable;
  agent_dividend_bill: AgentDividendBillTable;
}
