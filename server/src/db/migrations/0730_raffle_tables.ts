import { sql, type Kysely } from 'kysely';

/**
 * Red envelope raffle (docs/promotions.md "Red envelope raffle"): operator rules, one round per rule and UTC day with
 * its committed server seed, and the members' tickets. The unique (round, member, seq) row makes a grant idempotent
 * when two processes grant at once; `opened_at` set once under the row lock, and the ledger key per ticket, make a
 * second payment impossible.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table raffle_rule (
      id integer generated always as identity primary key,
      code text not null unique,
      title text not null,
      kind text not null check (kind in ('bet_count', 'deposit')),
      threshold bigint not null check (threshold > 0),
      max_tickets integer not null check (max_tickets > 0),
      prizes jsonb not null,
      start_at timestamptz not null,
      end_at timestamptz check (end_at is null or end_at > start_at),
      enabled boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table raffle_round (
      id integer generated always as identity primary key,
      rule_id integer not null references raffle_rule (id),
      day text not null,
      starts_at timestamptz not null,
      ends_at timestamptz not null check (ends_at > starts_at),
      server_seed text not null,
      seed_commit text not null,
      prizes jsonb not null,
      created_at timestamptz not null default now(),
      unique (rule_id, day)
    )`.execute(db);
  await sql`
    create table raffle_ticket (
      id bigint generated always as identity primary key,
      round_id integer not null references raffle_round (id),
      member_id bigint not null,
      seq integer not null check (seq > 0),
      currency text not null,
      prize_minor bigint check (prize_minor >= 0),
      opened_at timestamptz,
      created_at timestamptz not null default now(),
      unique (round_id, member_id, seq)
    )`.execute(db);
  await sql`create index raffle_ticket_member_idx on raffle_ticket (member_id, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists raffle_ticket`.execute(db);
  await sql`drop table if exists raffle_round`.execute(db);
  await sql`drop table if exists raffle_rule`.execute(db);
}
