import { sql, type Kysely } from 'kysely';

/**
 * Promotion texts per language (docs/back-office.md "Campaigns and catalogues", docs/i18n.md "Operator content"):
 * the operator's original title, summary and body stay in their columns; the other languages live in
 * `translations` (`{ "<lang>": { "title", "summary", "content" } }`), as the banners' and announcements' do. Every
 * existing promotion starts with none, so it shows its original everywhere, as before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('promotion')
    .addColumn('translations', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('promotion').dropColumn('translations').execute();
}
