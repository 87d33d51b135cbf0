import { sql, type Kysely } from 'kysely';

/**
 * Referral commission (docs/referral.md): one row per referrer, invited member and UTC day, never updated. The
 * unique key makes a settlement that runs twice (or on two processes at once) pay each day once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table referral_commission (
      id bigint generated always as identity primary key,
      referrer_id bigint not null,
      referee_id bigint not null,
      day text not null,
      currency text not null,
      valid_bet_minor bigint not null check (valid_bet_minor >= 0),
      amount_minor bigint not null check (amount_minor >= 0),
      created_at timestamptz not null default now(),
      unique (referrer_id, day, referee_id)
    )`.execute(db);
  await sql`create index referral_commission_day_idx on referral_commission (referrer_id, day desc)`.execute(
    db,
  );
  await sql`create index member_referred_by_idx on member (referred_by) where referred_by is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists member_referred_by_idx`.execute(db);
  await sql`drop table if exists referral_commission`.execute(db);
}
