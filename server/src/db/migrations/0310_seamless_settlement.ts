import { sql, type Kysely } from 'kysely';

/**
 * A bet settles once: one row per (vendor, bet id), written by the first win, loss or rollback — or by a
 * rollback that arrived before its bet (the tombstone). The primary key is the database's guarantee behind
 * "a second settlement gets a status, never money" (ADR 004), whatever runs in parallel on any process.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('seamless_settlement')
    .addColumn('vendor', 'text', (c) => c.notNull())
    .addColumn('bet_transaction_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull()) // 'win' | 'rollback'
    .addColumn('transaction_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('seamless_settlement_pk', ['vendor', 'bet_transaction_id'])
    .execute();
  // Bets settled or cancelled before this table existed, and old tombstones, keep their final state.
  await sql`
    insert into seamless_settlement (vendor, bet_transaction_id, kind, transaction_id)
    select vendor, bet_transaction_id, case when status = 'cancelled' then 'rollback' else 'win' end, bet_transaction_id
    from bet_record where status <> 'open'
    on conflict do nothing`.execute(db);
  await sql`
    insert into seamless_settlement (vendor, bet_transaction_id, kind, transaction_id)
    select vendor, transaction_id, 'rollback', transaction_id from seamless_transaction where action = 'tombstone'
    on conflict do nothing`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('seamless_settlement').execute();
}
