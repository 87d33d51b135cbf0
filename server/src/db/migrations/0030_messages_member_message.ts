import { sql, type Kysely } from 'kysely';

/**
 * Internal messages to members (docs/product.md "Records the site keeps" "Messages": deposit arrival, withdrawal approved or rejected, deposit
 * failed, contract notices...). Stored as a kind + params so each browser renders them in its own language;
 * `dedupe_key` makes "send once per event" safe when the sending job or webhook runs twice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('member_message')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('params', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('title', 'text')
    .addColumn('body', 'text')
    .addColumn('dedupe_key', 'text', (c) => c.unique())
    .addColumn('read_at', 'timestamptz')
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('member_message_member_idx')
    .on('member_message')
    .columns(['member_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('member_message').execute();
}
