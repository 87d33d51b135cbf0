import { sql, type Kysely } from 'kysely';

/**
 * Every change of a member's or agent's balance raises NOTIFY wallet_balance '<kind>:<owner>' (docs/payments.md
 * "Balance push"). A trigger rather than code in each money path: deposits, wins settled later, holds, salaries
 * and operator adjustments all update wallet_account, so none can forget to tell the player. PostgreSQL delivers
 * the notification only when the transaction commits (never for a rollback) and folds identical ones of one
 * transaction into one, so a lottery chunk paying one member 200 times notifies once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function wallet_notify_balance() returns trigger language plpgsql as $$
    begin
      perform pg_notify('wallet_balance', new.kind || ':' || new.owner_ref);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger wallet_account_balance_notify
    after update of balance_minor on wallet_account
    for each row
    when (new.kind in ('member', 'agent') and new.balance_minor is distinct from old.balance_minor)
    execute function wallet_notify_balance()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists wallet_account_balance_notify on wallet_account`.execute(db);
  await sql`drop function if exists wallet_notify_balance()`.execute(db);
}
