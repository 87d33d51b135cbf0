import { sql, type Kysely } from 'kysely';

/**
 * Notices and popups get a schedule (docs/back-office.md "Content: notices, help and links"): `starts_at`/`ends_at`
 * null mean "from always"/"until always", so every existing announcement stays listed. The player lists hold only
 * announcements live at the server's clock, as home's banners do.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('announcement')
    .addColumn('starts_at', 'timestamptz')
    .addColumn('ends_at', 'timestamptz')
    .execute();
  await sql`alter table announcement add constraint announcement_schedule_ck
    check (starts_at is null or ends_at is null or ends_at > starts_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table announcement drop constraint announcement_schedule_ck`.execute(db);
  await db.schema.alterTable('announcement').dropColumn('starts_at').dropColumn('ends_at').execute();
}
