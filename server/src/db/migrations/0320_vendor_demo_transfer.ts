import { sql, type Kysely } from 'kysely';

/**
 * The demo transfer-wallet vendor's own store (docs/payments.md "Transfer wallets"): what a third party keeps on its
 * side, only in our database because the demo lives in this process. Player balances, and one row per transfer id
 * the platform ever sent or asked about, with its final answer: the same id always answers the same, and an id asked
 * about before it arrived is closed for good (`closed`), so a request that turns up late can never move money the
 * platform has already given up on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table vendor_demo_transfer_player (
      player text not null,
      currency text not null,
      balance_minor bigint not null default 0 check (balance_minor >= 0),
      primary key (player, currency)
    )`.execute(db);
  await sql`
    create table vendor_demo_transfer_txn (
      transfer_id text primary key,
      player text,
      currency text,
      direction text check (direction in ('deposit', 'withdraw')),
      amount_minor bigint,
      outcome text not null check (outcome in ('done', 'refused', 'closed')),
      reason text,
      balance_after_minor bigint,
      created_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists vendor_demo_transfer_txn`.execute(db);
  await sql`drop table if exists vendor_demo_transfer_player`.execute(db);
}
