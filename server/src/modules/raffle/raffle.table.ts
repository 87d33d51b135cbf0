import type { ColumnType, Generated } from 'kysely';

/** Migration 0730_raffle_tables (docs/promotions.md "Red envelope raffle"). Prizes are `{ amountMinor, weight }[]` as JSON. */
export interface StoredRafflePrize {
  amountMinor: number;
  weight: number;
}

export interface RaffleRuleTable {
  id: Generated<number>;
  code: string;
  title: string;
  kind: string;
  /** bet_count: settled rounds per ticket; deposit: minimum paid deposit in minor units. bigint, read with Number(). */
  threshold: ColumnType<number, number, number>;
  max_tickets: number;
  prizes: ColumnType<StoredRafflePrize[], string, string>;
  start_at: Date;
  end_at: Date | null;
  enabled: boolean;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** One per rule and UTC day; the prize table is copied at creation so an operator edit never changes a round. */
export interface RaffleRoundTable {
  id: Generated<number>;
  rule_id: number;
  day: string;
  starts_at: Date;
  ends_at: Date;
  server_seed: string;
  seed_commit: string;
  prizes: ColumnType<StoredRafflePrize[], string, never>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface RaffleTicketTable {
  id: Generated<number>;
  round_id: number;
  member_id: number;
  /** 1..n per member and round: the unique (round, member, seq) makes a grant idempotent. */
  seq: number;
  currency: string;
  prize_minor: ColumnType<number | null, number | null | undefined, number>;
  opened_at: ColumnType<Date | null, Date | null | undefined, Date>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export type RaffleTables = {
  raffle_rule: RaffleRuleTable;
  raffle_round: RaffleRoundTable;
  raffle_ticket: RaffleTicketTable;
};
