import { sql, type Kysely } from 'kysely';

/**
 * Transfer wallets (docs/payments.md "Transfer wallets"): the vendors that keep their own balance, and one row per
 * transfer a member asked for, keyed by (member, client key) so a retry finds the first. `pending` until the
 * vendor's answer is known (by the call, or later by the reconciliation job asking the vendor by transfer id).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table transfer_wallet_vendor (
      code text primary key,
      display_name text not null,
      sort_order integer not null default 0,
      enabled boolean not null default true
    )`.execute(db);
  await sql`
    create table transfer_wallet_transfer (
      id bigint generated always as identity primary key,
      transfer_id text not null unique,
      member_id bigint not null,
      client_key text not null,
      vendor text not null references transfer_wallet_vendor (code),
      direction text not null check (direction in ('in', 'out')),
      currency text not null,
      amount_minor bigint not null check (amount_minor > 0),
      status text not null default 'pending' check (status in ('pending', 'done', 'failed')),
      reason text,
      created_at timestamptz not null default now(),
      settled_at timestamptz,
      unique (member_id, client_key)
    )`.execute(db);
  await sql`create index transfer_wallet_pending_idx on transfer_wallet_transfer (created_at) where status = 'pending'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists transfer_wallet_transfer`.execute(db);
  await sql`drop table if exists transfer_wallet_vendor`.execute(db);
}
