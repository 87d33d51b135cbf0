import { sql, type Kysely } from 'kysely';

/**
 * `wallet_post` for a posting that is its own transaction (ledger-post.ts, when no caller's transaction is given):
 * the same posting with the balance trigger silenced (`wallet.notify_after_commit`, migration 0105), answering which
 * owners to notify (`notify`: `<kind>:<owner>` of its member and agent accounts) so Node sends them with
 * `wallet_notify_balances` right after the commit. A NOTIFY inside the posting held PostgreSQL's one cluster-wide
 * NOTIFY lock through the commit's WAL flush, so postings to members' accounts committed one at a time
 * (docs/performance.md "Seamless wallet", the ledger against bare UPDATEs).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function wallet_post_notify_after(
      p_key text, p_hash text, p_kind text, p_metadata jsonb, p_accounts bigint[], p_amounts bigint[]
    ) returns jsonb language plpgsql as $$
    declare
      v_out jsonb;
    begin
      perform set_config('wallet.notify_after_commit', 'on', true);
      v_out := wallet_post(p_key, p_hash, p_kind, p_metadata, p_accounts, p_amounts);
      if v_out->>'status' = 'posted' then
        v_out := v_out || jsonb_build_object('notify', coalesce(
          (select jsonb_agg(kind || ':' || owner_ref) from wallet_account
           where id = any(p_accounts) and kind in ('member', 'agent')), '[]'::jsonb));
      end if;
      return v_out;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists wallet_post_notify_after(text, text, text, jsonb, bigint[], bigint[])`.execute(
    db,
  );
}
