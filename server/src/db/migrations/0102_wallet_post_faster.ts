import { sql, type Kysely } from 'kysely';

/**
 * Faster `wallet_post` (same rules, same result as migration 0101):
 * - `wallet_result`/`wallet_replay` become plpgsql: SQL-language functions that are not inlined
 *   are parsed and planned on every call, plpgsql caches its plans for the session;
 * - the per-currency balance check sums in a variable when all legs share one currency (the
 *   usual case) instead of running a query over a jsonb map.
 * A new migration rather than an edit of 0101: databases that already ran 0101 get it too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function wallet_result(p_status text, p_id bigint, p_kind text, p_created timestamptz)
    returns jsonb language plpgsql as $$
    begin
      return jsonb_build_object(
        'status', p_status, 'transactionId', p_id, 'kind', p_kind, 'createdAt', p_created,
        'legs', (select jsonb_agg(jsonb_build_array(account_id, amount_minor, balance_after_minor) order by id)
                 from wallet_entry where transaction_id = p_id));
    end $$`.execute(db);

  await sql`
    create or replace function wallet_replay(p_tx wallet_transaction, p_hash text)
    returns jsonb language plpgsql as $$
    begin
      if p_tx.request_hash = p_hash then
        return wallet_result('replayed', p_tx.id, p_tx.kind, p_tx.created_at);
      end if;
      return jsonb_build_object('status', 'duplicate', 'transactionId', p_tx.id);
    end $$`.execute(db);

  await sql`
    create or replace function wallet_post(
      p_key text, p_hash text, p_kind text, p_metadata jsonb, p_accounts bigint[], p_amounts bigint[]
    ) returns jsonb language plpgsql as $$
    declare
      v_id bigint;
      v_created timestamptz;
      v_existing wallet_transaction%rowtype;
      v_row record;
      v_found int := 0;
      v_currency text;
      v_sum bigint := 0;
      v_mixed boolean := false;
      v_legs jsonb;
    begin
      select * into v_existing from wallet_transaction where idempotency_key = p_key;
      if found then
        return wallet_replay(v_existing, p_hash);
      end if;

      -- One pass: lock the accounts in id order (no deadlocks) and check every rule.
      for v_row in
        select a.id, a.kind, a.currency, a.balance_minor, l.amt
        from wallet_account a join unnest(p_accounts, p_amounts) as l(acc, amt) on a.id = l.acc
        order by a.id for update of a
      loop
        v_found := v_found + 1;
        -- Nearly every movement is in one currency: sum in a variable, no query.
        v_mixed := v_mixed or (v_currency is not null and v_currency <> v_row.currency);
        v_currency := v_row.currency;
        v_sum := v_sum + v_row.amt;
        if v_row.kind in ('member', 'agent', 'pending') and v_row.balance_minor + v_row.amt < 0 then
          return jsonb_build_object('status', 'insufficient', 'accountId', v_row.id, 'balanceMinor', v_row.balance_minor);
        end if;
      end loop;
      if v_found < cardinality(p_accounts) then
        return jsonb_build_object('status', 'missing', 'accountId',
          (select l.acc from unnest(p_accounts) as l(acc)
           where not exists (select 1 from wallet_account a where a.id = l.acc) limit 1));
      end if;
      if v_mixed then
        select a.currency, sum(l.amt) into v_currency, v_sum
        from unnest(p_accounts, p_amounts) as l(acc, amt) join wallet_account a on a.id = l.acc
        group by a.currency having sum(l.amt) <> 0 limit 1;
        if found then
          return jsonb_build_object('status', 'unbalanced', 'currency', v_currency, 'sum', v_sum);
        end if;
      elsif v_sum <> 0 then
        return jsonb_build_object('status', 'unbalanced', 'currency', v_currency, 'sum', v_sum);
      end if;

      -- A concurrent first call with this key may have committed since our check: the unique
      -- index made us wait for it; now we replay it instead of moving money twice.
      insert into wallet_transaction (idempotency_key, request_hash, kind, metadata)
      values (p_key, p_hash, p_kind, p_metadata)
      on conflict (idempotency_key) do nothing
      returning id, created_at into v_id, v_created;
      if v_id is null then
        select * into v_existing from wallet_transaction where idempotency_key = p_key;
        return wallet_replay(v_existing, p_hash);
      end if;

      with legs as (
        select * from unnest(p_accounts, p_amounts) with ordinality as l(acc, amt, ord)
      ), moved as (
        update wallet_account a set balance_minor = a.balance_minor + legs.amt
        from legs where a.id = legs.acc
        returning a.id, a.balance_minor
      ), entries as (
        insert into wallet_entry (transaction_id, account_id, amount_minor, balance_after_minor)
        select v_id, legs.acc, legs.amt, moved.balance_minor
        from legs join moved on moved.id = legs.acc order by legs.ord
        returning id, account_id, amount_minor, balance_after_minor
      )
      select jsonb_agg(jsonb_build_array(account_id, amount_minor, balance_after_minor) order by id)
      into v_legs from entries;

      return jsonb_build_object('status', 'posted', 'transactionId', v_id, 'kind', p_kind,
                                'createdAt', v_created, 'legs', v_legs);
    end $$`.execute(db);
}

/** Back to 0101's definitions: its `up` recreates them (create or replace). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists wallet_post(text, text, text, jsonb, bigint[], bigint[])`.execute(db);
  await sql`drop function if exists wallet_replay(wallet_transaction, text)`.execute(db);
  await sql`drop function if exists wallet_result(text, bigint, text, timestamptz)`.execute(db);
  const previous = await import('./0101_wallet_post_function');
  await previous.up(db);
}
