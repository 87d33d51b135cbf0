import { sql, type Kysely } from 'kysely';

/**
 * A money path may tell the player after its commit instead of inside it (docs/payments.md "Balance push",
 * docs/performance.md "Seamless wallet"). PostgreSQL serialises every transaction that issued a NOTIFY through its
 * commit, WAL flush included, with one lock for the whole cluster (the `object` lock on pg_database): with the
 * trigger of 0103 every seamless callback queued behind the previous one's fsync — 12 of 16 active backends waited on
 * that one lock in bench:seamless, and commits could not share a flush.
 *
 * - `wallet_notify_balance` (the trigger's function) stays silent while the transaction has set
 *   `wallet.notify_after_commit` to `on` (set_config(…, true): this transaction only). Every other path is unchanged.
 * - `wallet_notify_balances(keys)` raises the same notifications in a transaction of their own, after the money's
 *   commit, with synchronous_commit off for that transaction only: it holds the lock for microseconds instead of an
 *   fsync (a notification lost to a crash costs a tab one refresh, never money; tabs resync on reconnect).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function wallet_notify_balance() returns trigger language plpgsql as $$
    begin
      if current_setting('wallet.notify_after_commit', true) = 'on' then
        return null;
      end if;
      perform pg_notify('wallet_balance', new.kind || ':' || new.owner_ref);
      return null;
    end $$`.execute(db);
  await sql`
    create or replace function wallet_notify_balances(p_keys text[]) returns void language plpgsql as $$
    declare
      v_key text;
    begin
      perform set_config('synchronous_commit', 'off', true);
      foreach v_key in array p_keys loop
        perform pg_notify('wallet_balance', v_key);
      end loop;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists wallet_notify_balances(text[])`.execute(db);
  await sql`
    create or replace function wallet_notify_balance() returns trigger language plpgsql as $$
    begin
      perform pg_notify('wallet_balance', new.kind || ':' || new.owner_ref);
      return null;
    end $$`.execute(db);
}
