import { sql, type Kysely } from 'kysely';

/** Lottery issues (committed seed, outcome, state) and orders (one per slip and issue; money on the ledger). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lottery_issue')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('issue_no', 'text', (c) => c.notNull())
    .addColumn('open_at', 'timestamptz', (c) => c.notNull())
    .addColumn('close_at', 'timestamptz', (c) => c.notNull())
    .addColumn('draw_at', 'timestamptz', (c) => c.notNull())
    .addColumn('seed_commit', 'text', (c) => c.notNull())
    .addColumn('server_seed', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('outcome', 'jsonb')
    .addColumn('drawn_at', 'timestamptz')
    .addColumn('settled_at', 'timestamptz')
    .addUniqueConstraint('lottery_issue_game_no_uq', ['game_code', 'issue_no'])
    .execute();
  await db.schema
    .createIndex('lottery_issue_status_draw_idx')
    .on('lottery_issue')
    .columns(['status', 'draw_at'])
    .execute();
  await db.schema
    .createIndex('lottery_issue_game_draw_idx')
    .on('lottery_issue')
    .columns(['game_code', 'draw_at'])
    .execute();
  await db.schema
    .createTable('lottery_order')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('member_account', 'text', (c) => c.notNull())
    .addColumn('client_key', 'text', (c) => c.notNull())
    .addColumn('issue_id', 'integer', (c) => c.notNull().references('lottery_issue.id'))
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('issue_no', 'text', (c) => c.notNull())
    .addColumn('selections', 'jsonb', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('stake_minor', 'bigint', (c) => c.notNull())
    .addColumn('win_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('settled_at', 'timestamptz')
    .addUniqueConstraint('lottery_order_member_key_uq', ['member_id', 'client_key'])
    .execute();
  await db.schema
    .createIndex('lottery_order_issue_status_idx')
    .on('lottery_order')
    .columns(['issue_id', 'status'])
    .execute();
  await db.schema
    .createIndex('lottery_order_member_idx')
    .on('lottery_order')
    .columns(['member_id', 'created_at desc'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lottery_order').execute();
  await db.schema.dropTable('lottery_issue').execute();
}
