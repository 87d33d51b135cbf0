import { sql, type Kysely } from 'kysely';

/** Per-member favourites and recent games, and one bet record per round. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('favourite_game')
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('node_id', 'integer', (c) => c.notNull())
    .addColumn('vendor', 'text', (c) => c.notNull())
    .addColumn('game_type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('favourite_game_pk', ['member_id', 'node_id'])
    .execute();
  await db.schema
    .createTable('recent_game')
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('played_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('recent_game_pk', ['member_id', 'game_id'])
    .execute();
  await db.schema
    .createIndex('recent_game_member_idx')
    .on('recent_game')
    .columns(['member_id', 'played_at desc'])
    .execute();
  await db.schema
    .createTable('bet_record')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('vendor', 'text', (c) => c.notNull())
    .addColumn('round_id', 'text', (c) => c.notNull())
    .addColumn('bet_transaction_id', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('member_account', 'text', (c) => c.notNull())
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('game_type', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('bet_minor', 'bigint', (c) => c.notNull())
    .addColumn('valid_bet_minor', 'bigint', (c) => c.notNull())
    .addColumn('win_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('settled_at', 'timestamptz')
    .addUniqueConstraint('bet_record_vendor_txn_uq', ['vendor', 'bet_transaction_id'])
    .execute();
  await db.schema
    .createIndex('bet_record_member_idx')
    .on('bet_record')
    .columns(['member_id', 'created_at desc'])
    .execute();
  await db.schema
    .createIndex('bet_record_created_idx')
    .on('bet_record')
    .columns(['created_at desc'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bet_record').execute();
  await db.schema.dropTable('recent_game').execute();
  await db.schema.dropTable('favourite_game').execute();
}
