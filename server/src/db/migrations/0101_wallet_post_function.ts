import { sql, type Kysely } from 'kysely';

/**
 * `wallet_post`: the ledger's posting step as ONE statement. The rules stay those of
 * ledger.service.ts (its only caller); running them inside the database turns ~6 round trips
 * per transfer into 1, which is what lets the ledger approach the speed of a bare UPDATE
 * (bench:api) — on PGlite every statement crosses the WASM boundary, on PostgreSQL the wire.
 *
 * Order matters for "a failure leaves nothing": replay check → lock accounts (id order, so
 * no deadlock) → validate → only then write. Failures are returned as a status, not raised,
 * so a caller's surrounding transaction stays usable.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function wallet_post(
      p_key text, p_hash text, p_kind text, p_metadata jsonb, p_accounts bigint[], p_amounts bigint[]
    ) returns jsonb language plpgsql as $$
    declare
      v_id bigint;
      v_created timestamptz;
      v_existing wallet_transaction%rowtype;
      v_row record;
      v_found int := 0;
      v_sums jsonb := '{}'::jsonb;
      v_currency text;
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
        v_sums := jsonb_set(v_sums, array[v_row.currency],
          to_jsonb(coalesce((v_sums ->> v_row.currency)::bigint, 0) + v_row.amt));
        if v_row.kind in ('member', 'agent', 'pending') and v_row.balance_minor + v_row.amt < 0 then
          return jsonb_build_object('status', 'insufficient', 'accountId', v_row.id, 'balanceMinor', v_row.balance_minor);
        end if;
      end loop;
      if v_found < cardinality(p_accounts) then
        return jsonb_build_object('status', 'missing', 'accountId',
          (select l.acc from unnest(p_accounts) as l(acc)
           where not exists (select 1 from wallet_account a where a.id = l.acc) limit 1));
      end if;
      for v_currency in select key from jsonb_each_text(v_sums) where value::bigint <> 0 loop
        return jsonb_build_object('status', 'unbalanced', 'currency', v_currency, 'sum', (v_sums ->> v_currency)::bigint);
      end loop;

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

  await sql`
    create function wallet_result(p_status text, p_id bigint, p_kind text, p_created timestamptz)
    returns jsonb language sql as $$
      select jsonb_build_object(
        'status', p_status, 'transactionId', p_id, 'kind', p_kind, 'createdAt', p_created,
        'legs', (select jsonb_agg(jsonb_build_array(account_id, amount_minor, balance_after_minor) order by id)
                 from wallet_entry where transaction_id = p_id))
    $$`.execute(db);

  await sql`
    create function wallet_replay(p_tx wallet_transaction, p_hash text)
    returns jsonb language sql as $$
      select case when p_tx.request_hash = p_hash
        then wallet_result('replayed', p_tx.id, p_tx.kind, p_tx.created_at)
        else jsonb_build_object('status', 'duplicate', 'transactionId', p_tx.id) end
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists wallet_post(text, text, text, jsonb, bigint[], bigint[])`.execute(db);
  await sql`drop function if exists wallet_replay(wallet_transaction, text)`.execute(db);
  await sql`drop function if exists wallet_result(text, bigint, text, timestamptz)`.execute(db);
}
