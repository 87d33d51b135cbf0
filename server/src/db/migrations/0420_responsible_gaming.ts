import { sql, type Kysely } from 'kysely';

/**
 * Responsible gaming (docs/responsible-gaming.md): the member's own deposit limits per rolling period (a raise or a
 * removal waits in `pending_*` until `pending_effective_at`), and breaks from play. A break is a row per break taken,
 * never updated: the latest one still running is in force, and none can be shortened.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rg_deposit_limit (
      member_id bigint not null,
      period text not null check (period in ('day', 'week', 'month')),
      amount_minor bigint check (amount_minor > 0),
      pending_amount_minor bigint check (pending_amount_minor > 0),
      pending_effective_at timestamptz,
      updated_at timestamptz not null default now(),
      primary key (member_id, period)
    )`.execute(db);
  await sql`
    create table rg_break (
      id bigint generated always as identity primary key,
      member_id bigint not null,
      kind text not null check (kind in ('cool_off', 'self_exclusion')),
      starts_at timestamptz not null,
      ends_at timestamptz not null check (ends_at > starts_at),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index rg_break_member_idx on rg_break (member_id, ends_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists rg_break`.execute(db);
  await sql`drop table if exists rg_deposit_limit`.execute(db);
}
