import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/with-transaction';
import type { ReleaseFileRef } from './releases.table';

/** SQL of the release registry (docs/adr/010-release-service.md). Every function takes `db | trx` first. */

export async function insertBlob(db: DbOrTrx, sha256: string, data: Buffer): Promise<boolean> {
  const rows = await db
    .insertInto('release_blob')
    .values({ sha256, size: data.length, data })
    .onConflict((oc) => oc.column('sha256').doNothing())
    .returning('sha256')
    .execute();
  return rows.length > 0;
}

export async function existingBlobs(db: DbOrTrx, hashes: readonly string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await db.selectFrom('release_blob').select('sha256').where('sha256', 'in', [...hashes]).execute();
  return new Set(rows.map((r) => r.sha256));
}

export async function readBlobs(db: DbOrTrx, hashes: readonly string[]): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  const unique = [...new Set(hashes)];
  // Batches keep one answer well under a few MB even for a large build.
  for (let i = 0; i < unique.length; i += 50) {
    const rows = await db
      .selectFrom('release_blob')
      .select(['sha256', 'data'])
      .where('sha256', 'in', unique.slice(i, i + 50))
      .execute();
    for (const row of rows) out.set(row.sha256, Buffer.from(row.data));
  }
  return out;
}

export interface VersionRow {
  app: string;
  version: string;
  commit: string;
  files: ReleaseFileRef[];
  content_hash: string;
  mf_manifest: Record<string, unknown> | null;
  shared: Record<string, string>;
  contract: string | null;
  published_by: string;
  published_at: Date;
}

export async function findVersion(db: DbOrTrx, app: string, version: string): Promise<VersionRow | undefined> {
  return db
    .selectFrom('release_version')
    .selectAll()
    .where('app', '=', app)
    .where('version', '=', version)
    .executeTakeFirst();
}

export async function insertVersion(db: DbOrTrx, row: Omit<VersionRow, 'published_at'>): Promise<void> {
  await db
    .insertInto('release_version')
    .values({
      ...row,
      files: JSON.stringify(row.files),
      mf_manifest: row.mf_manifest === null ? null : JSON.stringify(row.mf_manifest),
      shared: JSON.stringify(row.shared),
    })
    .execute();
}

export async function listVersionNames(db: DbOrTrx, app: string): Promise<Array<{ version: string; published_at: Date }>> {
  return db
    .selectFrom('release_version')
    .select(['version', 'published_at'])
    .where('app', '=', app)
    .orderBy('published_at')
    .orderBy('version')
    .execute();
}

export async function deleteVersion(db: DbOrTrx, app: string, version: string): Promise<void> {
  await db.deleteFrom('release_version').where('app', '=', app).where('version', '=', version).execute();
}

/** Blobs no version lists any more (after pruning). */
export async function deleteOrphanBlobs(db: DbOrTrx): Promise<number> {
  const result = await sql<{ sha256: string }>`
    delete from release_blob b
    where not exists (
      select 1 from release_version v, jsonb_array_elements(v.files) f where f->>'sha256' = b.sha256
    )
    returning b.sha256`.execute(db);
  return result.rows.length;
}

export interface PointerRow {
  app: string;
  live_version: string | null;
  live_since: Date | null;
  canary_version: string | null;
  canary_percent: number;
  canary_since: Date | null;
}

export async function readPointers(db: DbOrTrx): Promise<PointerRow[]> {
  return db.selectFrom('release_pointer').selectAll().orderBy('app').execute();
}

/** The app's pointer row, locked until the transaction ends (created empty on first use). */
export async function lockPointer(trx: DbOrTrx, app: string): Promise<PointerRow> {
  await trx
    .insertInto('release_pointer')
    .values({ app, canary_percent: 0 })
    .onConflict((oc) => oc.column('app').doNothing())
    .execute();
  return trx.selectFrom('release_pointer').selectAll().where('app', '=', app).forUpdate().executeTakeFirstOrThrow();
}

export async function updatePointer(trx: DbOrTrx, app: string, patch: Partial<Omit<PointerRow, 'app'>>): Promise<void> {
  await trx.updateTable('release_pointer').set(patch).where('app', '=', app).execute();
}

export interface AuditRow {
  id: number;
  at: Date;
  by: string;
  action: string;
  app: string;
  version: string;
  commit: string;
  previous_version: string | null;
  details: Record<string, unknown>;
}

export async function appendAudit(
  db: DbOrTrx,
  entry: Omit<AuditRow, 'id' | 'at' | 'details'> & { at: Date; details?: Record<string, unknown> },
): Promise<void> {
  await db
    .insertInto('release_audit')
    .values({ ...entry, details: JSON.stringify(entry.details ?? {}) })
    .execute();
}

export async function readAudit(db: DbOrTrx, app?: string): Promise<AuditRow[]> {
  let query = db.selectFrom('release_audit').selectAll().orderBy('id');
  if (app) query = query.where('app', '=', app);
  return query.execute();
}

export async function insertToken(db: DbOrTrx, app: string, name: string, tokenHash: string) {
  return db
    .insertInto('release_token')
    .values({ app, name, token_hash: tokenHash })
    .returning(['id', 'app', 'name', 'created_at'])
    .executeTakeFirstOrThrow();
}

export async function findActiveToken(db: DbOrTrx, tokenHash: string) {
  return db
    .selectFrom('release_token')
    .select(['id', 'app', 'name'])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function listTokens(db: DbOrTrx) {
  return db
    .selectFrom('release_token')
    .select(['id', 'app', 'name', 'created_at', 'revoked_at'])
    .orderBy('id')
    .execute();
}

export async function revokeToken(db: DbOrTrx, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .updateTable('release_token')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return rows.length > 0;
}
