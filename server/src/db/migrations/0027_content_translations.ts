import { sql, type Kysely } from 'kysely';

/**
 * Operator content in several languages (docs/i18n.md "Operator content"): banners and announcements keep the
 * operator's original text in their columns and the other languages in `translations`,
 * `{ "<lang>": { "title": …, "content": … } }`. Help topics already have one row per language.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['banner', 'announcement']) {
    await db.schema
      .alterTable(table)
      .addColumn('translations', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['banner', 'announcement'])
    await db.schema.alterTable(table).dropColumn('translations').execute();
}
