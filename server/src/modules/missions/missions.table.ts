import type { ColumnType, Generated } from 'kysely';

/** Migration 0720 (docs/promotions.md "Missions and leaderboard"). */
export interface MissionTable {
  id: Generated<number>;
  code: string;
  title: string;
  /** daily | weekly (site time zone). */
  period: string;
  /** valid_bet | games | deposit. */
  kind: string;
  /** Minor units for valid_bet and deposit, a count of distinct games for games. bigint, read with Number(). */
  target: ColumnType<number, number, number>;
  reward_minor: ColumnType<number, number, number>;
  start_at: Date;
  end_at: Date | null;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  sort: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** One row per paid reward, never updated: unique per member, mission and period key. */
export interface MissionClaimTable {
  id: Generated<number>;
  mission_id: number;
  member_id: number;
  period_key: string;
  currency: string;
  reward_minor: ColumnType<number, number, never>;
  /** The progress that met the target when the claim was made. */
  progress: ColumnType<number, number, never>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface MissionsTables {
  mission: MissionTable;
  mission_claim: MissionClaimTable;
}
