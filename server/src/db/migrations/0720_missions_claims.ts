import { sql, type Kysely } from 'kysely';

/**
 * Missions (docs/promotions.md "Missions and leaderboard"): operator-defined daily/weekly goals, and one claim row per
 * member, mission and period. The unique (member, mission, period) row is what makes a second payment impossible when
 * two processes race (the ledger key repeats it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table mission (
      id integer generated always as identity primary key,
      code text not null unique,
      title text not null,
      period text not null check (period in ('daily', 'weekly')),
      kind text not null check (kind in ('valid_bet', 'games', 'deposit')),
      target bigint not null check (target > 0),
      reward_minor bigint not null check (reward_minor > 0),
      start_at timestamptz not null,
      end_at timestamptz check (end_at is null or end_at > start_at),
      enabled boolean not null default true,
      sort integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table mission_claim (
      id bigint generated always as identity primary key,
      mission_id integer not null references mission (id),
      member_id bigint not null,
      period_key text not null,
      currency text not null,
      reward_minor bigint not null check (reward_minor > 0),
      progress bigint not null,
      created_at timestamptz not null default now(),
      unique (member_id, mission_id, period_key)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists mission_claim`.execute(db);
  await sql`drop table if exists mission`.execute(db);
}
