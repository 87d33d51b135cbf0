import { sql, type Kysely } from 'kysely';

/** The image types (png | jpg) of an application's uploads, in order; the files live under DATA_DIR/uploads. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('promotion_application')
    .addColumn('images', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('promotion_application').dropColumn('images').execute();
}
