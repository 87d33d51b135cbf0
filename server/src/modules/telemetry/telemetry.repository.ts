import { sql } from 'kysely';
import type { RemoteErrorReportBody } from '@site/shared/schemas';
import type { Db } from '../../db/create-db';

export async function insertRemoteError(db: Db, report: RemoteErrorReportBody, userAgent: string | null) {
  await db
    .insertInto('remote_error')
    .values({ ...report, user_agent: userAgent })
    .execute();
}

export async function listRecentRemoteErrors(db: Db, limit: number) {
  return db
    .selectFrom('remote_error')
    .select(['id', 'remote', 'version', 'stage', 'message', 'url', 'user_agent', 'created_at'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Keeps only the newest `keep` rows: a broken remote on a busy site must not fill the disk. */
export async function pruneRemoteErrors(db: Db, keep: number) {
  await sql`delete from remote_error where id <= (select max(id) from remote_error) - ${keep}`.execute(db);
}
