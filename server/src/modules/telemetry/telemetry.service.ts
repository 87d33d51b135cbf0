import type { RemoteErrorReportBody } from '@site/shared/schemas';
import type { Db } from '../../db/create-db';
import { insertRemoteError, listRecentRemoteErrors, pruneRemoteErrors } from './telemetry.repository';

/** Remote load failures reported by browsers (docs/architecture.md "Releases and hosting"). */

export async function recordRemoteError(
  db: Db,
  report: RemoteErrorReportBody,
  userAgent: string | null,
): Promise<void> {
  await insertRemoteError(db, report, userAgent?.slice(0, 300) ?? null);
}

/** Keeps the newest `keep` reports. */
export async function keepRecentRemoteErrors(db: Db, keep: number): Promise<void> {
  await pruneRemoteErrors(db, keep);
}

export async function recentRemoteErrors(db: Db, limit: number) {
  const rows = await listRecentRemoteErrors(db, limit);
  return rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() }));
}
