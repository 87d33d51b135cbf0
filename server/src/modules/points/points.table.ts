import type { ColumnType, Generated } from 'kysely';

/** Migration 0701. Append-only: a member's points are the sum of their entries. */
export interface PointEntryTable {
  id: Generated<number>;
  member_id: number;
  /** earn | convert */
  kind: string;
  /** Signed; bigint in SQL, read back with Number(). */
  points: ColumnType<number, number, never>;
  cash_minor: ColumnType<number | null, number | null | undefined, never>;
  /** `bet:<betRecordId>` or `convert:<memberId>:<requestKey>`: each applied once. */
  ref_key: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface PointsTables {
  point_entry: PointEntryTable;
}
