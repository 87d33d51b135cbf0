import { sql, type Kysely } from 'kysely';

/**
 * Points mall: the rewards catalogue and the members' redemptions (docs/promotions.md "Points mall"). Stock is kept
 * as what is left (reserved at redeem, given back on reject); a redemption is unique per member and request key.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('point_reward')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    /** `{ "<lang>": "<name>" }`, English required. */
    .addColumn('names', 'jsonb', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('cash', 'item')`))
    .addColumn('points_cost', 'integer', (c) => c.notNull().check(sql`points_cost > 0`))
    .addColumn('cash_minor', 'bigint')
    /** Left to redeem; null = unlimited. */
    .addColumn('stock', 'integer', (c) => c.check(sql`stock >= 0`))
    .addColumn('per_member_limit', 'integer', (c) => c.check(sql`per_member_limit > 0`))
    .addColumn('color', 'text', (c) => c.notNull().defaultTo('#8e2de2'))
    .addColumn('start_at', 'timestamptz', (c) => c.notNull())
    .addColumn('end_at', 'timestamptz')
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint(
      'point_reward_cash_amount',
      sql`(kind = 'cash') = (cash_minor is not null and cash_minor > 0)`,
    )
    .execute();
  await db.schema
    .createTable('point_redemption')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('reward_id', 'integer', (c) => c.notNull().references('point_reward.id'))
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('cash_minor', 'bigint')
    .addColumn('request_key', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('processing')
        .check(sql`status in ('processing', 'approved', 'rejected')`),
    )
    .addColumn('remark', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .addUniqueConstraint('point_redemption_member_key', ['member_id', 'request_key'])
    .execute();
  await db.schema
    .createIndex('point_redemption_member_idx')
    .on('point_redemption')
    .columns(['member_id', 'id'])
    .execute();
  await db.schema
    .createIndex('point_redemption_status_idx')
    .on('point_redemption')
    .columns(['status', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('point_redemption').execute();
  await db.schema.dropTable('point_reward').execute();
}
