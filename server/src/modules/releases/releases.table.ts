import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** One stored file per content: two versions sharing a file store it once. */
export interface ReleaseBlobTable {
  sha256: string;
  size: number;
  data: Buffer;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface ReleaseFileRef {
  path: string;
  sha256: string;
  size: number;
}

export interface ReleaseVersionTable {
  app: string;
  version: string;
  commit: string;
  files: JSONColumnType<ReleaseFileRef[]>;
  /** sha256 over the sorted file list: the same version uploaded again with the same content is a no-op. */
  content_hash: string;
  mf_manifest: JSONColumnType<Record<string, unknown> | null, string | null, string | null>;
  shared: JSONColumnType<Record<string, string>>;
  /** The @site/shared contract this build provides (shell) or needs (remote); null for builds before it existed. */
  contract: string | null;
  published_by: string;
  published_at: ColumnType<Date, Date | undefined, never>;
}

export interface ReleasePointerTable {
  app: string;
  live_version: string | null;
  live_since: Date | null;
  canary_version: string | null;
  canary_percent: number;
  canary_since: Date | null;
}

export interface ReleaseAuditTable {
  id: Generated<number>;
  at: ColumnType<Date, Date | undefined, never>;
  by: string;
  action: string;
  app: string;
  version: string;
  commit: string;
  previous_version: string | null;
  details: JSONColumnType<Record<string, unknown>>;
}

export interface ReleaseTokenTable {
  id: Generated<number>;
  app: string;
  name: string;
  token_hash: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  revoked_at: Date | null;
}

export interface ReleaseHealthTable {
  app: string;
  version: string;
  minute: Date;
  mounts: number;
  failures: number;
}

export interface ReleasesTables {
  release_health: ReleaseHealthTable;
  release_blob: ReleaseBlobTable;
  release_version: ReleaseVersionTable;
  release_pointer: ReleasePointerTable;
  release_audit: ReleaseAuditTable;
  release_token: ReleaseTokenTable;
}
