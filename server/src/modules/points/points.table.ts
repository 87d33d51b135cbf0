import type { ColumnType, Generated } from 'kysely';

/** Migration 0701. Append-only: a member's points are the sum of their entries. */
export interface PointEntryTable {
  id: Generated<number>;
  member_id: number;
  /** earn | convert | redeem | refund */
  kind: string;
  /** Signed; bigint in SQL, read back with Number(). */
  points: ColumnType<number, number, never>;
  cash_minor: ColumnType<number | null, number | null | undefined, never>;
  /** `bet:<betRecordId>`, `convert:<memberId>:<requestKey>`, `redeem:<redemptionId>`, `refund:<redemptionId>`: each applied once. */
  ref_key: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** Migration 0703: the rewards catalogue. */
export interface PointRewardTable {
  id: Generated<number>;
  code: string;
  /** `{ "<lang>": "<name>" }`; English is always there. */
  names: ColumnType<Record<string, string>, string, string>;
  /** cash | item */
  kind: string;
  points_cost: number;
  /** bigint in SQL: read back with Number(). */
  cash_minor: ColumnType<string | number | null, number | null | undefined, number | null>;
  /** Left to redeem; null = unlimited. */
  stock: number | null;
  per_member_limit: number | null;
  color: ColumnType<string, string | undefined, string>;
  start_at: Date;
  end_at: Date | null;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  sort: ColumnType<number, number | undefined, number>;
}

/** Migration 0703: one redemption per member and request key. */
export interface PointRedemptionTable {
  id: Generated<number>;
  member_id: number;
  reward_id: number;
  points: number;
  cash_minor: ColumnType<string | number | null, number | null | undefined, never>;
  request_key: string;
  /** processing | approved | rejected */
  status: ColumnType<string, string | undefined, string>;
  remark: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  decided_at: Date | null;
}

export interface PointsTables {
  point_entry: PointEntryTable;
  point_reward: PointRewardTable;
  point_redemption: PointRedemptionTable;
}
