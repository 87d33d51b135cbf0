import { sql, type Kysely } from 'kysely';

/** Members and agents in one tree (upline_id + materialised path), and their feedback. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('member')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull().check(sql`type in (0, 1, 2, 4, 41, 42)`))
    .addColumn('upline_id', 'integer', (c) => c.references('member.id'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text')
    .addColumn('country_dialing_code', 'text')
    .addColumn('email', 'text')
    .addColumn('payee_name', 'text')
    .addColumn('birthday', 'text')
    .addColumn('nationality', 'text')
    .addColumn('occupation', 'text')
    .addColumn('source_of_income', 'text')
    .addColumn('gaming_venue', 'text')
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('rank_level', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('club_label', 'text', (c) => c.notNull().defaultTo('Bronze'))
    .addColumn('member_labels', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('referral_code', 'text', (c) => c.notNull().unique())
    .addColumn('referred_by', 'integer', (c) => c.references('member.id'))
    .addColumn('contacts', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('password_changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('must_change_password', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('last_login_at', 'timestamptz')
    .addColumn('register_ip', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index member_mobile_uq on member (country_dialing_code, mobile) where mobile is not null`.execute(
    db,
  );
  await db.schema.createIndex('member_path_idx').on('member').column('path').execute();
  await db.schema.createIndex('member_upline_idx').on('member').column('upline_id').execute();
  await db.schema
    .createTable('member_feedback')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('category', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('member_feedback').execute();
  await db.schema.dropTable('member').execute();
}
