import { sql, type Kysely } from 'kysely';

/** System settings (flags, status, rules, …) as key → JSONB, plus banners, announcements and help topics. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('system_setting')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('banner')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('group_name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('linkage_type', 'text', (c) => c.notNull().defaultTo('NONE'))
    .addColumn('linkage', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('color2', 'text', (c) => c.notNull())
    .addUniqueConstraint('banner_group_title_uq', ['group_name', 'title'])
    .execute();
  await db.schema
    .createTable('announcement')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull().unique())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('audience', 'text', (c) => c.notNull().check(sql`audience in ('public', 'member')`))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('help_topic')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('help_topic_uq', ['language', 'device', 'title'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['help_topic', 'announcement', 'banner', 'system_setting'])
    await db.schema.dropTable(t).execute();
}
