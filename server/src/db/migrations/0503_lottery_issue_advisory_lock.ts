import { sql, type Kysely } from 'kysely';
import * as previous from './0502_lottery_place_order_function';

/**
 * The issue's sale check no longer takes `for share` on the issue row: every order of an issue locked the same row,
 * and a row share-locked by many transactions at once needs a MultiXact and a write of the row's header per order,
 * so all placements of one issue queued on one page of one table. A shared advisory lock on the issue does the same
 * job in memory: orders share it, the draw (and a void) takes it exclusively before changing the issue's status, so
 * a draw still waits for every order already past the sale check and no order passes the check after the draw
 * (docs/lottery.md "Orders and money"). The key space is the literal below, frozen with this migration; the application's
 * copy is ISSUE_LOCK_SPACE in modules/lottery/issue-lock.ts (test/lottery/issue-lock.test.ts pins the two equal).
 */
const ISSUE_LOCK_SPACE = 1282373748; // 'Lott' as a 32-bit integer

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function lottery_place_order(
      p_member_id int, p_member_account text, p_currency text, p_client_key text, p_game_code text, p_issue_no text,
      p_selections jsonb, p_stake bigint, p_now timestamptz, p_chase boolean, p_house_ref text
    ) returns jsonb language plpgsql as $$
    declare
      v_order lottery_order%rowtype;
      v_issue lottery_issue%rowtype;
      v_issue_id int;
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
      select id into v_issue_id from lottery_issue where game_code = p_game_code and issue_no = p_issue_no;
      if not found then
        return jsonb_build_object('status', 'issue-not-found');
      end if;
      -- Held until commit; the draw takes the same key exclusively (lottery.repository.ts lockIssueForDraw).
      perform pg_advisory_xact_lock_shared(${sql.lit(ISSUE_LOCK_SPACE)}, v_issue_id);
      -- Read after the lock: a draw that committed meanwhile is seen here as 'drawn'.
      select * into v_issue from lottery_issue where id = v_issue_id;
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
  await previous.down(db);
  await previous.up(db);
}
