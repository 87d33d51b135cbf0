import { sql, type Kysely } from 'kysely';

/**
 * The release registry in the database (docs/adr/010-release-service.md): content-addressed file blobs, immutable
 * versions listing their files by sha256, one pointer row per app (live + canary), an append-only audit and the
 * teams' scoped upload tokens (only their hash).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('release_blob')
    .addColumn('sha256', 'text', (c) => c.primaryKey())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('release_version')
    .addColumn('app', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('commit', 'text', (c) => c.notNull())
    .addColumn('files', 'jsonb', (c) => c.notNull())
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('mf_manifest', 'jsonb')
    .addColumn('shared', 'jsonb', (c) => c.notNull())
    .addColumn('contract', 'text')
    .addColumn('published_by', 'text', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('release_version_pk', ['app', 'version'])
    .execute();
  await db.schema
    .createTable('release_pointer')
    .addColumn('app', 'text', (c) => c.primaryKey())
    .addColumn('live_version', 'text')
    .addColumn('live_since', 'timestamptz')
    .addColumn('canary_version', 'text')
    .addColumn('canary_percent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('canary_since', 'timestamptz')
    .execute();
  await db.schema
    .createTable('release_audit')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('by', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('app', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('commit', 'text', (c) => c.notNull())
    .addColumn('previous_version', 'text')
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema.createIndex('release_audit_app_idx').on('release_audit').columns(['app', 'id']).execute();
  // Append-only: the audit trail is evidence; nothing may rewrite or delete it.
  await sql`create function release_audit_append_only() returns trigger language plpgsql as $$
    begin raise exception 'release_audit is append-only'; end $$`.execute(db);
  await sql`create trigger release_audit_no_change before update or delete on release_audit
    for each row execute function release_audit_append_only()`.execute(db);
  await db.schema
    .createTable('release_token')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('app', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  // Mounts and failures per (app, version, minute), counted from the shell's reports: the automatic rollback's and
  // the status's failure rates. One row per minute keeps a busy site to a few thousand rows a day.
  await db.schema
    .createTable('release_health')
    .addColumn('app', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('minute', 'timestamptz', (c) => c.notNull())
    .addColumn('mounts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('release_health_pk', ['app', 'version', 'minute'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('release_health').execute();
  await db.schema.dropTable('release_token').execute();
  await db.schema.dropTable('release_audit').execute();
  await sql`drop function release_audit_append_only()`.execute(db);
  await db.schema.dropTable('release_pointer').execute();
  await db.schema.dropTable('release_version').execute();
  await db.schema.dropTable('release_blob').execute();
}
