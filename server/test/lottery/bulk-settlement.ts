import { sql } from 'kysely';
import type { Db } from '../../src/db/create-db';
import * as repo from '../../src/modules/lottery/lottery.repository';
import { drawDue, settleDue } from '../../src/modules/lottery/lottery.service';
import { auditLedger } from '../../src/modules/wallet/ledger-audit';
import { ensureMemberAccount, getBalance } from '../../src/modules/wallet/ledger.service';

/**
 * A KENO_1M issue of several settlement batches (1,000 orders each, two in flight per settler) settled by two
 * settlers at once, on connections `a` and `b` (two pools on PostgreSQL; the same PGlite twice). The orders and bet
 * records are written in bulk (their debits are not what is tested); each pays 0 or a KENO win from the house.
 * Asserts: nothing left pending, each win paid by exactly one ledger transaction of its amount, member balances up by
 * exactly their wins, every bet record settled with its order's win, the ledger whole.
 */
export async function settleBulkIssueTwice(
  a: Db,
  b: Db,
  {
    issueNo,
    drawAt,
    members,
    orders: count,
  }: { issueNo: string; drawAt: Date; members: number[]; orders: number },
): Promise<void> {
  const issue = (await repo.findIssue(a, 'KENO_1M', issueNo))!;
  await sql`
    insert into lottery_order (member_id, member_account, client_key, issue_id, game_code, issue_no, selections, currency, stake_minor)
    select (${members}::int[])[1 + g % ${members.length}::int], 'm' || (${members}::int[])[1 + g % ${members.length}::int],
           'bulk-' || ${issueNo} || '-' || g, ${issue.id}::int, 'KENO_1M', ${issueNo},
           case when g % 2 = 0
             then jsonb_build_array(jsonb_build_object('playType', 'KENO_BIG_SMALL', 'option', case when g % 4 = 0 then 'BIG' else 'SMALL' end, 'stakeMinor', 100))
             else jsonb_build_array(jsonb_build_object('playType', 'KENO_PICK1', 'numbers', jsonb_build_array(1 + g % 80), 'stakeMinor', 100))
           end,
           'PHP', 100
    from generate_series(1, ${count}::int) g`.execute(a);
  await sql`
    insert into bet_record (vendor, round_id, bet_transaction_id, member_id, member_account, game_id, game_type, currency, bet_minor, valid_bet_minor, status)
    select 'LOTTERY', game_code || ':' || issue_no, 'order:' || id, member_id, member_account, game_code, 'LOTTERY', currency, stake_minor, stake_minor, 'open'
    from lottery_order where issue_id = ${issue.id}::int`.execute(a);
  const balances = async () =>
    Promise.all(members.map(async (m) => getBalance(a, (await ensureMemberAccount(a, m, 'PHP')).id)));
  const before = await balances();

  await Promise.all([drawDue(a, drawAt), drawDue(b, drawAt)]);
  // A run takes up to 50 due issues (other games' too), as the job does; run both settlers until this one is done.
  for (let run = 0; run < 20 && (await repo.findIssue(a, 'KENO_1M', issueNo))!.status !== 'settled'; run++) {
    await Promise.all([settleDue(a, drawAt), settleDue(b, drawAt)]);
  }
  expect((await repo.findIssue(a, 'KENO_1M', issueNo))!.status).toBe('settled');

  const orders = await a.selectFrom('lottery_order').selectAll().where('issue_id', '=', issue.id).execute();
  expect(orders.filter((o) => o.status === 'pending')).toEqual([]);
  const winners = orders.filter((o) => o.win_minor > 0);
  expect(winners.length).toBeGreaterThan(count / 20);
  const { rows: paid } = await sql<{ order_id: string; n: string; amount: string }>`
    select t.metadata ->> 'orderId' as order_id, count(*) as n, sum(e.amount_minor) as amount
    from wallet_transaction t join wallet_entry e on e.transaction_id = t.id and e.amount_minor > 0
    where t.kind = 'lottery-win' and t.metadata ->> 'issueNo' = ${issueNo}
    group by 1`.execute(a);
  expect(paid.length).toBe(winners.length);
  const paidByOrder = new Map(paid.map((p) => [Number(p.order_id), [Number(p.n), Number(p.amount)]]));
  for (const o of winners) expect(paidByOrder.get(o.id)).toEqual([1, o.win_minor]);
  const after = await balances();
  members.forEach((m, i) => {
    const won = winners.filter((o) => o.member_id === m).reduce((s, o) => s + o.win_minor, 0);
    expect(after[i]! - before[i]!).toBe(won);
  });
  const { rows: records } = await sql<{ status: string; n: string; mismatched: string }>`
    select b.status, count(*) as n, count(*) filter (where b.win_minor <> o.win_minor) as mismatched
    from bet_record b join lottery_order o on b.bet_transaction_id = 'order:' || o.id
    where b.vendor = 'LOTTERY' and o.issue_id = ${issue.id}::int group by b.status`.execute(a);
  expect(records.map((r) => [r.status, Number(r.n), Number(r.mismatched)])).toEqual([['settled', count, 0]]);
  expect(await auditLedger(a)).toMatchObject({
    sumOfBalances: 0,
    driftedAccounts: [],
    negativeAccounts: [],
    unbalancedTransactions: [],
  });
}
