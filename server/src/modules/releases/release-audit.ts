import type { AuditEntry } from './release-manifest';
import type { AuditRow } from './releases.repository';

/** A release_audit row as reports and the rollback stack read it (details spread in). */
export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    ...row.details,
    at: new Date(row.at).toISOString(),
    by: row.by,
    action: row.action,
    app: row.app,
    version: row.version,
    commit: row.commit,
    previousVersion: row.previous_version,
  };
}
