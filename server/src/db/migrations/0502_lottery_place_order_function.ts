import { sql, type Kysely } from 'kysely';

/**
 * `lottery_place_order`: placing a lottery order as ONE statement (docs/lottery.md "Orders and money"). The rules are those
 * lottery.service.ts placeOrder documents; doing them inside the database turns ~11 round trips per order into 1,
 * and on a two-core machine each round trip costs a context switch on both sides (bench:lottery: placement was
 * bound by socket writes, not by any one query). Steps, in one transaction:
 * 1. a client key already used by the member → its order, `replay` (the caller compares the slips);
 * 2. the issue, shared-locked so a draw cannot start under the order; not on sale → `closed`;
 * 3. the member's wallet and the member's house sub-account, read or created (as ledger-accounts.ts ensureAccount);
 * 4. the order row (a concurrent twin with the same key makes this one a `replay`), the ledger debit through
 *    wallet_post under `lottery:bet:<orderId>` with the request hash ledger-post.ts requestHash computes, and the
 *    bet record. A refused debit (insufficient balance…) undoes the order: `refused` with wallet_post's answer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function wallet_ensure_account(p_kind text, p_owner text, p_currency text) returns bigint
    language plpgsql as $$
    declare
      v_code text := p_kind || ':' || p_owner || ':' || p_currency;
      v_id bigint;
    begin
      select id into v_id from wallet_account where code = v_code;
      if found then
        return v_id;
      end if;
      insert into wallet_account (code, kind, owner_ref, currency) values (v_code, p_kind, p_owner, p_currency)
      on conflict (code) do nothing returning id into v_id;
      if v_id is null then
        select id into v_id from wallet_account where code = v_code;
      end if;
      return v_id;
    end $$`.execute(db);

  await sql`
    create function lottery_place_order(
      p_member_id int, p_member_account text, p_currency text, p_client_key text, p_game_code text, p_issue_no text,
      p_selections jsonb, p_stake bigint, p_now timestamptz, p_chase boolean, p_house_ref text
    ) returns jsonb language plpgsql as $$
    declare
      v_order lottery_order%rowtype;
      v_issue lottery_issue%rowtype;
      v_currency text := p_currency;
      v_member bigint;
      v_house bigint;
      v_post jsonb;
      v_hash text;
    begin
      select * into v_order from lottery_order where member_id = p_member_id and client_key = p_client_key;
      if found then
        return jsonb_build_object('status', 'replay', 'order', to_jsonb(v_order));
      end if;
      select * into v_issue from lottery_issue where game_code = p_game_code and issue_no = p_issue_no for share;
      if not found then
        return jsonb_build_object('status', 'issue-not-found');
      end if;
      if v_issue.status <> 'open' or p_now >= v_issue.close_at or (not p_chase and p_now < v_issue.open_at) then
        return jsonb_build_object('status', 'closed', 'issueNo', v_issue.issue_no, 'closeAt', v_issue.close_at);
      end if;
      if v_currency is null then
        select currency into v_currency from member where id = p_member_id;
        v_currency := coalesce(v_currency, 'PHP');
      end if;
      v_member := wallet_ensure_account('member', p_member_id::text, v_currency);
      v_house := wallet_ensure_account('house', p_house_ref, v_currency);
      begin
        insert into lottery_order (member_id, member_account, client_key, issue_id, game_code, issue_no, selections,
                                   currency, stake_minor)
        values (p_member_id, p_member_account, p_client_key, v_issue.id, p_game_code, p_issue_no, p_selections,
                v_currency, p_stake)
        on conflict (member_id, client_key) do nothing
        returning * into v_order;
        if not found then
          select * into v_order from lottery_order where member_id = p_member_id and client_key = p_client_key;
          return jsonb_build_object('status', 'replay', 'order', to_jsonb(v_order));
        end if;
        v_hash := encode(sha256(convert_to('lottery-bet|' || (
          select string_agg(l.acc::text || ':' || l.amt::text, ',' order by l.acc)
          from unnest(array[v_member, v_house], array[-p_stake, p_stake]) as l(acc, amt)), 'UTF8')), 'hex');
        v_post := wallet_post('lottery:bet:' || v_order.id, v_hash, 'lottery-bet',
          jsonb_build_object('gameCode', p_game_code, 'issueNo', p_issue_no, 'orderId', v_order.id),
          array[v_member, v_house], array[-p_stake, p_stake]);
        if v_post ->> 'status' <> 'posted' then
          raise exception using errcode = 'P0001', message = 'lottery_place_order: debit refused';
        end if;
        insert into bet_record (vendor, round_id, bet_transaction_id, member_id, member_account, game_id, game_type,
                                currency, bet_minor, valid_bet_minor, status)
        values ('LOTTERY', p_game_code || ':' || p_issue_no, 'order:' || v_order.id, p_member_id, p_member_account,
                p_game_code, 'LOTTERY', v_currency, p_stake, p_stake, 'open')
        on conflict (vendor, bet_transaction_id) do nothing;
      exception when sqlstate 'P0001' then
        -- The block's writes (the order) are undone; v_post keeps wallet_post's answer.
        return jsonb_build_object('status', 'refused', 'posting', v_post);
      end;
      return jsonb_build_object('status', 'placed', 'order', to_jsonb(v_order));
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists lottery_place_order(int, text, text, text, text, text, jsonb, bigint, timestamptz, boolean, text)`.execute(
    db,
  );
  await sql`drop function if exists wallet_ensure_account(text, text, text)`.execute(db);
}
