import { sql, type Kysely } from 'kysely';

/** Games catalogue: vendors per game type and games, indexed for the lobby's list queries. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('game_vendor')
    .addColumn('vassalage', 'text', (c) => c.notNull())
    .addColumn('game_type', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('account_type_name', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('maintenance', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_new_vendor', 'boolean', (c) => c.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('game_vendor_pk', ['vassalage', 'game_type'])
    .execute();
  await db.schema
    .createTable('game')
    .addColumn('game_id', 'text', (c) => c.primaryKey())
    .addColumn('node_id', 'integer', (c) => c.notNull().unique())
    .addColumn('vassalage', 'text', (c) => c.notNull())
    .addColumn('game_type', 'text', (c) => c.notNull())
    .addColumn('game_classify', 'text', (c) => c.notNull())
    .addColumn('game_name', 'text', (c) => c.notNull())
    .addColumn('search_name', 'text', (c) => c.notNull())
    .addColumn('support_play', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_new', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('hot_rank', 'integer')
    .addColumn('popularity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  // Every list query orders by (sort_order, game_id); each index leads with its filter columns.
  await db.schema
    .createIndex('game_type_sort_idx')
    .on('game')
    .columns(['game_type', 'sort_order', 'game_id'])
    .execute();
  await db.schema
    .createIndex('game_vendor_sort_idx')
    .on('game')
    .columns(['game_type', 'vassalage', 'sort_order', 'game_id'])
    .execute();
  await db.schema
    .createIndex('game_classify_sort_idx')
    .on('game')
    .columns(['game_classify', 'sort_order', 'game_id'])
    .execute();
  await db.schema
    .createIndex('game_hot_idx')
    .on('game')
    .column('hot_rank')
    .where(sql.ref('hot_rank'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('game').execute();
  await db.schema.dropTable('game_vendor').execute();
}
