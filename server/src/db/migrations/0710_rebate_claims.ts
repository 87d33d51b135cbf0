import { sql, type Kysely } from 'kysely';

/**
 * Manual rebate (docs/rebate.md): one row per claim, never updated. At most one claim per member and UTC day, and a
 * request key answers with its own claim again; both are unique so two processes racing cannot pay twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rebate_claim (
      id bigint generated always as identity primary key,
      member_id bigint not null,
      period text not null,
      request_key text not null,
      currency text not null,
      vip_level integer not null,
      since timestamptz not null,
      up_to timestamptz not null check (up_to > since),
      valid_bet_minor bigint not null check (valid_bet_minor >= 0),
      amount_minor bigint not null check (amount_minor > 0),
      lines jsonb not null,
      created_at timestamptz not null default now(),
      unique (member_id, period),
      unique (member_id, request_key)
    )`.execute(db);
  await sql`create index rebate_claim_member_idx on rebate_claim (member_id, up_to desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists rebate_claim`.execute(db);
}
