import { sql, type Kysely } from 'kysely';

/**
 * Banners with uploaded pictures and a schedule (docs/back-office.md "Content"). The pictures' bytes live in the
 * database, in `content_asset` keyed by their sha256: the site runs as several processes behind a balancer, so no
 * process may keep an upload on its own disk, and the same picture uploaded twice is stored once. A banner without
 * a picture keeps its generated artwork; `starts_at`/`ends_at` null mean "from always"/"until always", so every
 * existing banner stays live.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('content_asset')
    .addColumn('sha256', 'text', (c) => c.primaryKey())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .alterTable('banner')
    .addColumn('image_sha256', 'text', (c) => c.references('content_asset.sha256'))
    .addColumn('starts_at', 'timestamptz')
    .addColumn('ends_at', 'timestamptz')
    .execute();
  await sql`alter table banner add constraint banner_schedule_ck
    check (starts_at is null or ends_at is null or ends_at > starts_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table banner drop constraint banner_schedule_ck`.execute(db);
  await db.schema
    .alterTable('banner')
    .dropColumn('image_sha256')
    .dropColumn('starts_at')
    .dropColumn('ends_at')
    .execute();
  await db.schema.dropTable('content_asset').execute();
}
