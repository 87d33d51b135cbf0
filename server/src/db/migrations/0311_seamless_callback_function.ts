import { sql, type Kysely } from 'kysely';

/**
 * One seamless-wallet callback (debit, credit or rollback) as ONE database function, called once per request
 * (issue 36, docs/performance.md "Seamless wallet"): the bet's advisory lock, the claim, the stored answer, the
 * settlement, the ledger posting (through wallet_post, the ledger's only door) and the bet record, in the order and
 * with the rules of ADR 004 "Under concurrency" — one statement, one transaction, one round trip instead of eight
 * to twelve. The token, signature and body checks stay in Node (they need no database); the answer comes back as
 * jsonb and Node puts its keys in the canonical order, as it does for a stored answer.
 *
 * `wallet_request_hash` is the SQL twin of ledger-post.ts `requestHash` (sha256 of `kind|acc:amt,…` over the legs
 * sorted by account), so a posting made here replays exactly like one made from Node.
 *
 * Runs on PostgreSQL and on PGlite (plpgsql, sha256 and hashtextextended are core).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function wallet_request_hash(p_kind text, p_accounts bigint[], p_amounts bigint[])
    returns text language plpgsql immutable as $$
    begin
      -- plpgsql, not sql: called from plpgsql a sql function is planned on every call (see migration 0102).
      return encode(sha256(convert_to(p_kind || '|' || (
        select string_agg(l.acc::text || ':' || l.amt::text, ',' order by l.acc)
        from unnest(p_accounts, p_amounts) as l(acc, amt)), 'UTF8')), 'hex');
    end
    $$`.execute(db);

  await sql`
    create or replace function seamless_money(p_minor bigint) returns text language plpgsql immutable as $$
    begin
      return ((p_minor / 100.0)::numeric(20, 2))::text;
    end
    $$`.execute(db);

  await sql`
    create or replace function seamless_callback(
      p_vendor text, p_action text, p_transaction_id text, p_bet_id text, p_request_hash text,
      p_member_id integer, p_member_account text, p_token_game text, p_game_type text, p_token_currency text,
      p_game_id text, p_currency text, p_round_id text, p_amount bigint,
      p_member_acc bigint, p_vendor_acc bigint, p_session_id text, p_now timestamptz
    ) returns jsonb language plpgsql as $$
    declare
      v_claimed text;
      v_existing record;
      v_answer jsonb;
      v_bet bet_record%rowtype;
      v_has_bet boolean := false;
      v_settled text;
      v_refused_member integer;
      v_post jsonb;
      v_balance bigint;
      v_key text;
      v_kind text;
      v_amount bigint;
      v_meta jsonb;
      v_legs bigint[];
    begin
      -- A bet needs a live launching session (ADR 004, issue 16); Node passes the session only for bets. Answered
      -- before the claim, like every answer given on the token alone: not stored.
      if p_session_id is not null and not exists (
        select 1 from session_token
        where id = p_session_id and revoked_at is null and expires_at > p_now and password_change_required = false
      ) then
        return jsonb_build_object('status', 'TOKEN_EXPIRED');
      end if;

      -- The member hears of the balance after the commit (Node calls wallet_notify_balances, migration 0105): a
      -- NOTIFY inside this transaction would hold the cluster's one NOTIFY lock through our WAL flush.
      perform set_config('wallet.notify_after_commit', 'on', true);

      -- (1) everything about one bet runs one at a time, on every process; a lock, not a row: the bet may not exist.
      perform pg_advisory_xact_lock(hashtextextended('seamless:' || p_vendor || ':' || p_bet_id, 0));

      -- (2) the claim: a parallel copy of this id waits on the unique key until we commit, then reads our answer.
      insert into seamless_transaction (vendor, transaction_id, action, request_hash, response, member_id)
      values (p_vendor, p_transaction_id, p_action, p_request_hash, '{}'::jsonb, p_member_id)
      on conflict (vendor, transaction_id) do nothing
      returning transaction_id into v_claimed;
      if v_claimed is null then
        select action, request_hash, response into v_existing
        from seamless_transaction where vendor = p_vendor and transaction_id = p_transaction_id;
        if not found then
          raise exception 'seamless transaction % conflicted but cannot be read', p_transaction_id;
        end if;
        -- Rows written as tombstones before seamless_settlement existed (migration 0310).
        if v_existing.action = 'tombstone' then
          return jsonb_build_object('status', 'BET_CANCELLED', 'transactionId', p_transaction_id);
        end if;
        if v_existing.request_hash <> p_request_hash then
          return jsonb_build_object('status', 'DUPLICATE_TRANSACTION', 'transactionId', p_transaction_id);
        end if;
        return v_existing.response;
      end if;

      -- (3) the work of the action; every outcome, refusals included, is stored below as the id's answer.
      <<work>>
      begin
        if p_action = 'debit' then
          -- A rollback that came first left the bet's settlement (a tombstone): the late bet is never debited.
          if exists (select 1 from seamless_settlement where vendor = p_vendor and bet_transaction_id = p_bet_id) then
            v_answer := jsonb_build_object('status', 'BET_CANCELLED', 'transactionId', p_transaction_id);
            exit work;
          end if;
          v_key := 'seamless:' || p_vendor || ':' || p_transaction_id;
          v_kind := 'game-bet';
          v_amount := -p_amount;
          v_meta := jsonb_build_object('roundId', p_round_id, 'gameId', p_game_id, 'transactionId', p_transaction_id);
        else
          select * into v_bet from bet_record where vendor = p_vendor and bet_transaction_id = p_bet_id;
          v_has_bet := found;
          if v_has_bet then
            -- Every win and rollback is checked against its bet: same member, same game, same currency.
            if v_bet.member_id <> p_member_id then
              v_answer := jsonb_build_object('status', 'TOKEN_INVALID', 'transactionId', p_transaction_id,
                                             'message', 'the token is not the bet owner’s');
              exit work;
            elsif v_bet.game_id <> p_game_id then
              v_answer := jsonb_build_object('status', 'BAD_REQUEST', 'transactionId', p_transaction_id,
                                             'message', 'the game does not match the bet');
              exit work;
            elsif (p_currency is not null and p_currency <> v_bet.currency) or p_token_currency <> v_bet.currency then
              v_answer := jsonb_build_object('status', 'BAD_REQUEST', 'transactionId', p_transaction_id,
                                             'message', 'the currency does not match the bet');
              exit work;
            end if;
          elsif p_action = 'credit' then
            v_answer := jsonb_build_object('status', 'TRANSACTION_NOT_FOUND', 'transactionId', p_transaction_id);
            exit work;
          else
            -- A refused bet has no record but its answered claim names its member: only that member may cancel it.
            select member_id into v_refused_member
            from seamless_transaction where vendor = p_vendor and transaction_id = p_bet_id;
            if v_refused_member is not null and v_refused_member <> p_member_id then
              v_answer := jsonb_build_object('status', 'TOKEN_INVALID', 'transactionId', p_transaction_id,
                                             'message', 'the token is not the bet owner’s');
              exit work;
            end if;
          end if;

          -- A bet settles once: the first win, loss or rollback; later ones get a status, never money.
          select kind into v_settled from seamless_settlement where vendor = p_vendor and bet_transaction_id = p_bet_id;
          if found then
            v_answer := jsonb_build_object(
              'status', case when v_settled = 'rollback' then 'ALREADY_CANCELLED' else 'ALREADY_SETTLED' end,
              'transactionId', p_transaction_id);
            exit work;
          end if;
          insert into seamless_settlement (vendor, bet_transaction_id, kind, transaction_id)
          values (p_vendor, p_bet_id, case when p_action = 'credit' then 'win' else 'rollback' end, p_transaction_id);

          if p_action = 'credit' then
            update bet_record set status = 'settled', win_minor = p_amount, settled_at = now()
            where vendor = p_vendor and bet_transaction_id = p_bet_id and status = 'open';
            if p_amount > 0 then
              v_key := 'seamless:' || p_vendor || ':win-of:' || p_bet_id;
              v_kind := 'game-win';
              v_amount := p_amount;
              v_meta := jsonb_build_object('roundId', p_round_id, 'gameId', p_game_id, 'transactionId', p_transaction_id);
            end if;
          elsif v_has_bet then
            -- A cancelled round is not a valid bet for salaries or rebates.
            update bet_record set status = 'cancelled', win_minor = 0, valid_bet_minor = 0, settled_at = now()
            where vendor = p_vendor and bet_transaction_id = p_bet_id and status = 'open';
            -- Keyed by the bet, not the rollback id: one bet is refunded once, whatever id the vendor uses.
            v_key := 'seamless:' || p_vendor || ':rollback-of:' || p_bet_id;
            v_kind := 'game-rollback';
            v_amount := v_bet.bet_minor;
            v_meta := jsonb_build_object('roundId', v_bet.round_id, 'betTransactionId', p_bet_id);
          end if;
          -- else: the bet never arrived (or was refused): the settlement row is its tombstone, nothing to reverse.
        end if;

        if v_key is not null then
          -- The member's leg first, the vendor's second: the same posting as wallet-port.ts moveMoney made.
          v_legs := array[v_amount, -v_amount];
          v_post := wallet_post(v_key, wallet_request_hash(v_kind, array[p_member_acc, p_vendor_acc], v_legs),
                                v_kind, v_meta, array[p_member_acc, p_vendor_acc], v_legs);
          if v_post->>'status' = 'insufficient' then
            -- The balance the refusal was judged on, read under the same lock: never one that would have sufficed.
            v_answer := jsonb_build_object('status', 'INSUFFICIENT_FUNDS', 'transactionId', p_transaction_id,
                                           'balance', seamless_money((v_post->>'balanceMinor')::bigint),
                                           'currency', p_token_currency);
            exit work;
          elsif v_post->>'status' not in ('posted', 'replayed') then
            -- Cannot happen with cached account ids; rolls the whole callback back, claim included.
            raise exception 'seamless_callback: the ledger refused the posting' using detail = v_post::text;
          end if;
          select (leg->>2)::bigint into v_balance
          from jsonb_array_elements(v_post->'legs') as leg where (leg->>0)::bigint = p_member_acc;
        end if;

        if p_action = 'debit' then
          insert into bet_record (vendor, round_id, bet_transaction_id, member_id, member_account, game_id, game_type,
                                  currency, bet_minor, valid_bet_minor, status)
          values (p_vendor, p_round_id, p_bet_id, p_member_id, p_member_account, p_token_game, p_game_type,
                  p_token_currency, p_amount, p_amount, 'open')
          on conflict (vendor, bet_transaction_id) do nothing;
        end if;
        v_answer := jsonb_build_object('status', 'OK', 'transactionId', p_transaction_id);
      end work;

      -- Every answer after the claim names the member's balance, except the ones about someone else's bet.
      if v_answer->>'status' in ('OK', 'ALREADY_SETTLED', 'ALREADY_CANCELLED') then
        if v_balance is null then
          select balance_minor into v_balance from wallet_account where id = p_member_acc;
        end if;
        v_answer := v_answer || jsonb_build_object('balance', seamless_money(v_balance), 'currency', p_token_currency);
      end if;

      -- (4) the answer is stored with the claim; the caller's statement commits both.
      update seamless_transaction set response = v_answer where vendor = p_vendor and transaction_id = p_transaction_id;
      return v_answer;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists seamless_callback(text, text, text, text, text, integer, text, text, text, text, text, text, text, bigint, bigint, bigint, text, timestamptz)`.execute(
    db,
  );
  await sql`drop function if exists seamless_money(bigint)`.execute(db);
  await sql`drop function if exists wallet_request_hash(text, bigint[], bigint[])`.execute(db);
}
