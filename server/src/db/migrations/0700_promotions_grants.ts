import { sql, type Kysely } from 'kysely';

/**
 * Promotions (categories, promotions with JSON rules), applications (one per member and promotion) and bonus
 * grants (one per member, promotion and claim key; the ledger key is derived from the same triple).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('promotion_category')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('promotion')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('category', 'text', (c) => c.notNull().references('promotion_category.code'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image_color', 'text', (c) => c.notNull().defaultTo('#2a5298'))
    .addColumn('rules', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('start_at', 'timestamptz', (c) => c.notNull())
    .addColumn('end_at', 'timestamptz')
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('promotion_application')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotion.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('applying'))
    .addColumn('operator_remark', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .addUniqueConstraint('promotion_application_member_uq', ['promotion_id', 'member_id'])
    .execute();
  await db.schema
    .createIndex('promotion_application_status_idx')
    .on('promotion_application')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createTable('bonus_grant')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotion.id'))
    .addColumn('claim_key', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('bonus_minor', 'bigint', (c) => c.notNull())
    .addColumn('deposit_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('required_minor', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('forfeited_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('granted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('closed_at', 'timestamptz')
    .addUniqueConstraint('bonus_grant_claim_uq', ['promotion_id', 'member_id', 'claim_key'])
    .execute();
  // One deposit feeds one deposit bonus, whichever promotion claims it first.
  await sql`create unique index bonus_grant_deposit_uq on bonus_grant (member_id, claim_key) where claim_key like 'deposit:%'`.execute(
    db,
  );
  await db.schema
    .createIndex('bonus_grant_member_idx')
    .on('bonus_grant')
    .columns(['member_id', 'status'])
    .execute();
  await db.schema
    .createIndex('bonus_grant_status_exp_idx')
    .on('bonus_grant')
    .columns(['status', 'expires_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bonus_grant').execute();
  await db.schema.dropTable('promotion_application').execute();
  await db.schema.dropTable('promotion').execute();
  await db.schema.dropTable('promotion_category').execute();
}
