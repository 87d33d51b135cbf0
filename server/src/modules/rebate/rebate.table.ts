import type { ColumnType, Generated } from 'kysely';

/** Migration 0710. Append-only: one row per claim (docs/rebate.md). */
export interface RebateClaimTable {
  id: Generated<number>;
  member_id: number;
  /** UTC day YYYY-MM-DD: unique per member. */
  period: string;
  request_key: string;
  currency: string;
  vip_level: number;
  since: Date;
  up_to: Date;
  /** bigint in SQL, read back with Number(). */
  valid_bet_minor: ColumnType<number, number, never>;
  amount_minor: ColumnType<number, number, never>;
  /** The per-group lines as paid, in minor units: `{ group, validBetMinor, rateBps, amountMinor }[]`. */
  lines: ColumnType<StoredRebateLine[], string, never>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface StoredRebateLine {
  group: string;
  validBetMinor: number;
  rateBps: number;
  amountMinor: number;
}

export interface RebateTables {
  rebate_claim: RebateClaimTable;
}
