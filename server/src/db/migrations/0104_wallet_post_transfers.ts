import { sql, type Kysely } from 'kysely';

/**
 * `wallet_post_transfers`: many two-leg transfers (from → to, a positive amount each) in ONE statement, for settling a
 * whole chunk of lottery wins at once (docs/performance.md "Lottery settlement"). The rules are wallet_post's:
 * - every account of the batch is locked once, in id order, before anything is checked (no deadlock with another
 *   batch or with wallet_post, which locks in id order too);
 * - missing accounts, transfers across currencies and a member/agent/pending balance that would go below zero at any
 *   point of the batch are refused as a status, writing nothing (the caller's transaction stays usable);
 * - one wallet_transaction per transfer under its own idempotency key. When any key is already in the ledger the
 *   batch writes nothing and answers `replay-needed`: the caller posts those transfers one by one with wallet_post,
 *   which replays or refuses each exactly as a single posting would;
 * - each account's balance row is updated once with the batch's sum, and every entry carries the balance after it,
 *   in the batch's order, as if the transfers had been posted one after the other.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function wallet_post_transfers(
      p_keys text[], p_hashes text[], p_kinds text[], p_metadata jsonb[],
      p_from bigint[], p_to bigint[], p_amounts bigint[]
    ) returns jsonb language plpgsql as $$
    declare
      v_n int := coalesce(cardinality(p_keys), 0);
      v_acc bigint;
      v_bal bigint;
      v_cur text;
    begin
      if v_n = 0 then
        return jsonb_build_object('status', 'posted', 'count', 0);
      end if;
      if cardinality(p_hashes) <> v_n or cardinality(p_kinds) <> v_n or cardinality(p_metadata) <> v_n
         or cardinality(p_from) <> v_n or cardinality(p_to) <> v_n or cardinality(p_amounts) <> v_n then
        raise exception 'wallet_post_transfers: arrays of different lengths';
      end if;

      perform 1 from wallet_account
      where id in (select unnest(p_from) union select unnest(p_to))
      order by id for update;

      select l.acc into v_acc from (select unnest(p_from) union select unnest(p_to)) as l(acc)
      where not exists (select 1 from wallet_account a where a.id = l.acc) limit 1;
      if found then
        return jsonb_build_object('status', 'missing', 'accountId', v_acc);
      end if;

      -- A transfer across currencies leaves the sender's currency short by the amount, as wallet_post reports it.
      select af.currency, -i.amt into v_cur, v_bal
      from unnest(p_from, p_to, p_amounts) as i(f, t, amt)
      join wallet_account af on af.id = i.f join wallet_account att on att.id = i.t
      where af.currency <> att.currency limit 1;
      if found then
        return jsonb_build_object('status', 'unbalanced', 'currency', v_cur, 'sum', v_bal);
      end if;

      if exists (select 1 from wallet_transaction where idempotency_key = any(p_keys)) then
        return jsonb_build_object('status', 'replay-needed');
      end if;

      with legs as (
        select ord, 0 as leg, f as acc, -amt as amt from unnest(p_from, p_amounts) with ordinality as x(f, amt, ord)
        union all
        select ord, 1, t, amt from unnest(p_to, p_amounts) with ordinality as y(t, amt, ord)
      ), run as (
        select legs.acc, a.kind, a.balance_minor,
               a.balance_minor + sum(legs.amt) over (partition by legs.acc order by legs.ord, legs.leg) as after
        from legs join wallet_account a on a.id = legs.acc
      )
      select acc, balance_minor into v_acc, v_bal
      from run where kind in ('member', 'agent', 'pending') and after < 0 limit 1;
      if found then
        return jsonb_build_object('status', 'insufficient', 'accountId', v_acc, 'balanceMinor', v_bal);
      end if;

      with items as (
        select * from unnest(p_keys, p_hashes, p_kinds, p_metadata, p_from, p_to, p_amounts) with ordinality
          as i(k, h, kd, m, f, t, amt, ord)
      ), tx as (
        insert into wallet_transaction (idempotency_key, request_hash, kind, metadata)
        select k, h, kd, m from items order by ord
        returning id, idempotency_key
      ), legs as (
        select tx.id as tx_id, items.ord, 0 as leg, items.f as acc, -items.amt as amt
        from items join tx on tx.idempotency_key = items.k
        union all
        select tx.id, items.ord, 1, items.t, items.amt
        from items join tx on tx.idempotency_key = items.k
      ), totals as (
        select acc, sum(amt) as total from legs group by acc
      ), moved as (
        update wallet_account a set balance_minor = a.balance_minor + totals.total
        from totals where a.id = totals.acc
        returning a.id
      )
      -- The main query reads wallet_account as it was before "moved": the running sum starts from the old balance.
      insert into wallet_entry (transaction_id, account_id, amount_minor, balance_after_minor)
      select legs.tx_id, legs.acc, legs.amt,
             a.balance_minor + sum(legs.amt) over (partition by legs.acc order by legs.ord, legs.leg)
      from legs join wallet_account a on a.id = legs.acc
      order by legs.ord, legs.leg;

      return jsonb_build_object('status', 'posted', 'count', v_n);
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists wallet_post_transfers(text[], text[], text[], jsonb[], bigint[], bigint[], bigint[])`.execute(
    db,
  );
}
