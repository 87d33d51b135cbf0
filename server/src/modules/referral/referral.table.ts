import type { ColumnType, Generated } from 'kysely';

/** Migration 0711. Append-only: one row per (referrer, invited member, UTC day) settled (docs/referral.md). */
export interface ReferralCommissionTable {
  id: Generated<number>;
  referrer_id: number;
  referee_id: number;
  /** UTC day YYYY-MM-DD. */
  day: string;
  currency: string;
  /** bigint in SQL, read back with Number(). */
  valid_bet_minor: ColumnType<number, number, never>;
  amount_minor: ColumnType<number, number, never>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface ReferralTables {
  referral_commission: ReferralCommissionTable;
}
