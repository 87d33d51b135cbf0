import { sql, type Kysely } from 'kysely';

/** Captchas, one-time SMS codes (hashed) and the dev provider's outbox. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('captcha')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('client_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('captcha_client_idx')
    .on('captcha')
    .columns(['client_key', 'created_at'])
    .execute();
  await db.schema
    .createTable('sms_code')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('sms_code_dest_idx')
    .on('sms_code')
    .columns(['destination', 'created_at'])
    .execute();
  await db.schema.createIndex('sms_code_ip_idx').on('sms_code').columns(['ip', 'created_at']).execute();
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('outbox_dest_idx').on('outbox').column('destination').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['outbox', 'sms_code', 'captcha']) await db.schema.dropTable(t).execute();
}
