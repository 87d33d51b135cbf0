import { sql, type Kysely } from 'kysely';

/** Points: an append-only list of signed entries per member (earn from a settled bet, convert to cash); no expiry. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('point_entry')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('points', 'bigint', (c) => c.notNull())
    .addColumn('cash_minor', 'bigint')
    .addColumn('ref_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('point_entry_member_idx')
    .on('point_entry')
    .columns(['member_id', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('point_entry').execute();
}
