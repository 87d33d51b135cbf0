import { sql, type Kysely } from 'kysely';

/** Session tokens (hashed), login attempts for captcha/lockout, known IPs for 2FA, 2FA challenges, URL tickets. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('session_token')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('session_token_member_idx').on('session_token').column('member_id').execute();
  await db.schema
    .createTable('login_attempt')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('success', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('login_attempt_account_idx')
    .on('login_attempt')
    .columns(['account', 'created_at'])
    .execute();
  await db.schema
    .createIndex('login_attempt_ip_idx')
    .on('login_attempt')
    .columns(['ip', 'created_at'])
    .execute();
  await db.schema
    .createTable('member_known_ip')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('first_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('member_known_ip_pk', ['member_id', 'ip'])
    .execute();
  await db.schema
    .createTable('login_challenge')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('login_ticket')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['login_ticket', 'login_challenge', 'member_known_ip', 'login_attempt', 'session_token']) {
    await db.schema.dropTable(t).execute();
  }
}
