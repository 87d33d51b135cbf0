import { sql, type Kysely } from 'kysely';

/**
 * The double-entry ledger: accounts with a materialised balance, transactions keyed by an
 * idempotency key, append-only entries, two-phase holds. Plus the system accounts per currency.
 */
const SEEDED_CURRENCIES = ['PHP', 'USD'];
const SYSTEM_KINDS = ['house', 'clearing', 'outside-world', 'pending'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table wallet_account (
      id bigint generated always as identity primary key,
      code text not null unique,
      kind text not null check (kind in ('member','agent','house','vendor','clearing','outside-world','pending')),
      owner_ref text,
      currency char(3) not null check (currency ~ '^[A-Z]{3}$'),
      balance_minor bigint not null default 0,
      created_at timestamptz not null default now(),
      -- Money held for a person (or reserved for them) can never be negative; the house,
      -- vendors, clearing and the outside world are counterparties and may be.
      constraint wallet_account_non_negative
        check (kind not in ('member','agent','pending') or balance_minor >= 0)
    )`.execute(db);
  await sql`create index wallet_account_owner_idx on wallet_account (kind, owner_ref)`.execute(db);

  await sql`
    create table wallet_transaction (
      id bigint generated always as identity primary key,
      idempotency_key text not null unique,
      request_hash text not null,
      kind text not null,
      metadata jsonb not null default '{}'::jsonb,
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table wallet_entry (
      id bigint generated always as identity primary key,
      transaction_id bigint not null references wallet_transaction(id),
      account_id bigint not null references wallet_account(id),
      amount_minor bigint not null check (amount_minor <> 0),
      balance_after_minor bigint not null
    )`.execute(db);
  await sql`create index wallet_entry_account_idx on wallet_entry (account_id, id)`.execute(db);
  await sql`create index wallet_entry_transaction_idx on wallet_entry (transaction_id)`.execute(db);

  // Corrections are new entries, never edits: the database refuses UPDATE/DELETE outright,
  // so no code path (or hand-written SQL) can rewrite history.
  await sql`
    create function wallet_reject_change() returns trigger language plpgsql as $$
    begin
      raise exception 'wallet % is append-only', tg_table_name using errcode = 'P0001';
    end $$`.execute(db);
  for (const table of ['wallet_entry', 'wallet_transaction']) {
    await sql`
      create trigger ${sql.raw(`${table}_append_only`)}
      before update or delete on ${sql.table(table)}
      for each row execute function wallet_reject_change()`.execute(db);
  }

  await sql`
    create table wallet_hold (
      id bigint generated always as identity primary key,
      hold_key text not null unique,
      source_account_id bigint not null references wallet_account(id),
      pending_account_id bigint not null references wallet_account(id),
      amount_minor bigint not null check (amount_minor > 0),
      status text not null default 'held' check (status in ('held','posted','voided')),
      destination_account_id bigint references wallet_account(id),
      created_at timestamptz not null default now(),
      settled_at timestamptz
    )`.execute(db);

  for (const currency of SEEDED_CURRENCIES) {
    for (const kind of SYSTEM_KINDS) {
      await sql`
        insert into wallet_account (code, kind, currency)
        values (${`${kind}:${currency}`}, ${kind}, ${currency})`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists wallet_hold`.execute(db);
  await sql`drop table if exists wallet_entry`.execute(db);
  await sql`drop table if exists wallet_transaction`.execute(db);
  await sql`drop function if exists wallet_reject_change() cascade`.execute(db);
  await sql`drop table if exists wallet_account`.execute(db);
}
