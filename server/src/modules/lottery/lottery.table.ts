import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { DrawOutcome } from './outcome';
import type { Selection } from './play-types';

/** Kysely types of the lottery tables (migration 0500). */
export interface LotteryIssueTable {
  id: Generated<number>;
  game_code: string;
  issue_no: string;
  open_at: ColumnType<Date, Date | string, Date | string>;
  close_at: ColumnType<Date, Date | string, Date | string>;
  draw_at: ColumnType<Date, Date | string, Date | string>;
  seed_commit: string;
  /** Secret until the issue is drawn; the API reveals it only then (docs/lottery.md "Fairness"). */
  server_seed: string;
  /** open → drawn → settled | voided */
  status: ColumnType<string, string | undefined, string>;
  outcome: JSONColumnType<DrawOutcome | null, string | null | undefined, string | null>;
  drawn_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  settled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface OrderSelection extends Selection {
  stakeMinor: number;
}

export interface LotteryOrderTable {
  id: Generated<number>;
  member_id: number;
  member_account: string;
  client_key: string;
  issue_id: number;
  game_code: string;
  issue_no: string;
  selections: JSONColumnType<OrderSelection[], string, string>;
  currency: string;
  stake_minor: ColumnType<number, number, number>;
  win_minor: ColumnType<number, number | undefined, number>;
  /** pending → won | lost | refunded */
  status: ColumnType<string, string | undefined, string>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  settled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface LotteryTables {
  lottery_issue: LotteryIssueTable;
  lottery_order: LotteryOrderTable;
}
