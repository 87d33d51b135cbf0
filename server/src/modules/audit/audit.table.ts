import type { ColumnType, Generated } from 'kysely';

/** Append-only (a trigger refuses UPDATE/DELETE): one row per staff action, written with the change. */
export interface AuditLogTable {
  id: Generated<string>;
  /** Null for the automation credential (ADMIN_TOKEN). */
  staff_id: number | null;
  /** `staff:<account>` or `automation[:label]`. */
  actor: string;
  at: ColumnType<Date, Date | undefined, never>;
  address: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  reason: string | null;
}

export interface AuditTables {
  audit_log: AuditLogTable;
}
