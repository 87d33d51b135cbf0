import type { ColumnType, Generated } from 'kysely';
import type { JsonColumn } from '../system/system.table';

export interface MemberMessageTable {
  id: Generated<number>;
  member_id: number;
  /** What happened, e.g. `deposit.arrived`; the client translates `messages:kind.<kind>` with `params`. */
  kind: string;
  params: JsonColumn<Record<string, string | number>>;
  /** Operator-written text (announcement-like messages); null for event messages. */
  title: string | null;
  body: string | null;
  dedupe_key: string | null;
  read_at: Date | null;
  deleted_at: Date | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface MessagesTables {
  member_message: MemberMessageTable;
}
