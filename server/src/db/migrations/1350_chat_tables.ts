import { sql, type Kysely } from 'kysely';

/**
 * The chat room (docs/chat.md): rooms, messages (bigint ids: clients resync "since the last id"), reports, staff
 * sanctions, members' own mutes and the per-member send bucket every server process shares.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('chat_room')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('language', 'text')
    .addColumn('min_rank', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('slow_mode_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('chat_message')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('room_id', 'text', (c) => c.notNull().references('chat_room.id'))
    .addColumn('member_id', 'integer', (c) => c.references('member.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('author_rank', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('body', 'text')
    .addColumn('win', 'jsonb')
    .addColumn('bet_id', 'bigint')
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('deleted_by', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('chat_message_room_idx')
    .on('chat_message')
    .columns(['room_id', 'id'])
    .execute();
  await db.schema
    .createIndex('chat_message_member_idx')
    .on('chat_message')
    .columns(['member_id', 'room_id', 'id'])
    .execute();
  // One share per bet: a win card is posted once.
  await db.schema.createIndex('chat_message_bet_uq').on('chat_message').column('bet_id').unique().execute();
  await db.schema
    .createTable('chat_report')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('message_id', 'bigint', (c) => c.notNull().references('chat_message.id'))
    .addColumn('reporter_id', 'integer', (c) => c.notNull().references('member.id'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('chat_report_once', ['message_id', 'reporter_id'])
    .execute();
  await db.schema
    .createTable('chat_sanction')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('until', 'timestamptz', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('lifted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('chat_sanction_member_idx')
    .on('chat_sanction')
    .columns(['member_id', 'until'])
    .execute();
  await db.schema
    .createTable('chat_member_mute')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
    .addColumn('muted_member_id', 'integer', (c) => c.notNull().references('member.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('chat_member_mute_pk', ['member_id', 'muted_member_id'])
    .execute();
  await db.schema
    .createTable('chat_send_bucket')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('member.id'))
    .addColumn('tokens', 'double precision', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'chat_send_bucket',
    'chat_member_mute',
    'chat_sanction',
    'chat_report',
    'chat_message',
    'chat_room',
  ])
    await db.schema.dropTable(table).execute();
}
