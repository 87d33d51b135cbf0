import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../helpers/test-app';
import { fund } from '../wallet/ledger-helpers';
import { ensureMemberAccount, getBalance } from '../../src/modules/wallet/ledger.service';
import { drawDue, ensureIssues, settleDue, voidIssue } from '../../src/modules/lottery/lottery.service';
import { placeChase, placeOrder } from '../../src/modules/lottery/lottery-orders.service';
import * as repo from '../../src/modules/lottery/lottery.repository';
import { commitSeed } from '../../src/modules/lottery/fairness';
import { computeOutcome } from '../../src/modules/lottery/outcome';
import { findLotteryGame } from '../../src/modules/lottery/lottery-games';
import { payoutMinor, settleFactorMilli } from '../../src/modules/lottery/play-types';
import { settleBulkIssueTwice } from './bulk-settlement';
import { requestHash } from '../../src/modules/wallet/ledger-post';

// Engine on the real database (PGlite here; DATABASE_URL=… runs it on PostgreSQL): placement debits once per client
// key, closes at lock time, draws from the committed seed, settles each order once and refunds a voided issue.
const T0 = new Date('2026-11-23T03:00:10Z'); // 10:00:10 in Ho Chi Minh City: KENO_1M issue 20261123-0601 on sale
const ISSUE = '20261123-0601';
const MEMBER = 4101;

describe('lottery engine on the ledger', () => {
  let app: FastifyInstance;
  let memberAccountId: number;
  beforeAll(async () => {
    app = await createTestApp();
    await ensureIssues(app.db, T0);
    memberAccountId = (await ensureMemberAccount(app.db, MEMBER, 'PHP')).id;
    await fund(app.db, memberAccountId, 100_000, 'lottery-test-fund');
  });
  afterAll(async () => app.close());

  const order = (clientKey: string, at = T0, issueNo = ISSUE, gameCode = 'KENO_1M') =>
    placeOrder(
      app.db,
      {
        memberId: MEMBER,
        memberAccount: 'lotto01',
        currency: 'PHP',
        gameCode,
        issueNo,
        clientKey,
        selections: [
          { playType: 'KENO_BIG_SMALL', option: 'BIG', stakeMinor: 1_000 },
          { playType: 'KENO_PICK2', numbers: [7, 77], stakeMinor: 500 },
        ],
      },
      at,
    );

  it('plans issues ahead with a published commitment, idempotently', async () => {
    const issue = await repo.findIssue(app.db, 'KENO_1M', ISSUE);
    expect(issue).toMatchObject({
      status: 'open',
      close_at: new Date('2026-11-23T03:00:30Z'),
      draw_at: new Date('2026-11-23T03:01:00Z'),
    });
    expect(issue!.seed_commit).toBe(commitSeed(issue!.server_seed));
    await ensureIssues(app.db, T0);
    expect((await repo.findIssue(app.db, 'KENO_1M', ISSUE))!.seed_commit).toBe(issue!.seed_commit);
  });

  it('debits the stake once per client key, writes a bet record, refuses after close and refuses bad slips', async () => {
    const first = await order('slip-1');
    const again = await order('slip-1');
    expect(again.replayed).toBe(true);
    expect(again.order.id).toBe(first.order.id);
    expect(await getBalance(app.db, memberAccountId)).toBe(100_000 - 1_500);
    const bets = await app.db.selectFrom('bet_record').selectAll().where('vendor', '=', 'LOTTERY').execute();
    expect(bets).toHaveLength(1);
    expect(bets[0]).toMatchObject({ bet_minor: 1_500, status: 'open', game_id: 'KENO_1M' });
    // The placing statement (migration 0502) hashes the debit as the ledger service does, so a replay through the
    // service would be recognised as the same movement.
    const debit = await app.db
      .selectFrom('wallet_transaction')
      .innerJoin('wallet_entry', 'wallet_entry.transaction_id', 'wallet_transaction.id')
      .select(['request_hash', 'kind', 'account_id', 'amount_minor'])
      .where('idempotency_key', '=', `lottery:bet:${first.order.id}`)
      .execute();
    expect(debit).toHaveLength(2);
    const legs = debit.map((d) => ({ accountId: Number(d.account_id), amountMinor: Number(d.amount_minor) }));
    expect(debit[0]!.request_hash).toBe(requestHash('lottery-bet', legs));
    expect(legs.find((l) => l.accountId === memberAccountId)?.amountMinor).toBe(-1_500);

    await expect(order('slip-late', new Date('2026-11-23T03:00:30Z'))).rejects.toMatchObject({
      code: 'LOTTERY_ISSUE_CLOSED',
      status: 409,
    });
    await expect(
      placeOrder(
        app.db,
        {
          memberId: MEMBER,
          memberAccount: 'lotto01',
          currency: 'PHP',
          gameCode: 'KENO_1M',
          issueNo: ISSUE,
          clientKey: 'bad',
          selections: [{ playType: 'KENO_PICK2', numbers: [7, 7], stakeMinor: 100 }],
        },
        T0,
      ),
    ).rejects.toMatchObject({ code: 'LOTTERY_BAD_SELECTION' });
    await expect(order('slip-1', T0, '20261123-0602')).rejects.toMatchObject({
      code: 'LOTTERY_ORDER_KEY_REUSED',
    });
    await expect(order('slip-x', T0, ISSUE, 'NOPE')).rejects.toMatchObject({
      code: 'LOTTERY_GAME_NOT_FOUND',
    });
    expect(await getBalance(app.db, memberAccountId)).toBe(100_000 - 1_500);
  });

  it('draws after the draw time from the committed seed and settles each order exactly once', async () => {
    expect(await drawDue(app.db, new Date('2026-11-23T03:00:59Z'))).toBe(0);
    expect(await drawDue(app.db, new Date('2026-11-23T03:01:00Z'))).toBeGreaterThan(0);
    const issue = (await repo.findIssue(app.db, 'KENO_1M', ISSUE))!;
    expect(issue.status).toBe('drawn');
    expect(issue.outcome).toEqual(
      computeOutcome(findLotteryGame('KENO_1M')!.outcome, issue.server_seed, ISSUE),
    );

    const placed = (await repo.findOrderByKey(app.db, MEMBER, 'slip-1'))!;
    const expectedWin = placed.selections.reduce(
      (s, sel) => s + payoutMinor(sel.stakeMinor, settleFactorMilli(sel, issue.outcome!)),
      0,
    );
    const settleAt = new Date('2026-11-23T03:01:05Z');
    // Two settlers at once, then a re-run: the order is credited once.
    await Promise.all([settleDue(app.db, settleAt), settleDue(app.db, settleAt)]);
    await settleDue(app.db, settleAt);
    const settled = (await repo.findOrder(app.db, placed.id))!;
    expect(settled.status).toBe(expectedWin > 0 ? 'won' : 'lost');
    expect(settled.win_minor).toBe(expectedWin);
    expect(await getBalance(app.db, memberAccountId)).toBe(100_000 - 1_500 + expectedWin);
    expect((await repo.findIssue(app.db, 'KENO_1M', ISSUE))!.status).toBe('settled');
    const bet = await app.db
      .selectFrom('bet_record')
      .selectAll()
      .where('bet_transaction_id', '=', `order:${placed.id}`)
      .executeTakeFirstOrThrow();
    expect(bet).toMatchObject({ status: 'settled', win_minor: expectedWin });
    const wins = await app.db
      .selectFrom('wallet_transaction')
      .select('id')
      .where('idempotency_key', 'like', 'lottery:win:%')
      .execute();
    expect(wins.length).toBe(expectedWin > 0 ? 1 : 0);
  });

  it('a voided issue refunds every order once and its bet records stop counting as turnover', async () => {
    const before = await getBalance(app.db, memberAccountId);
    const next = '20261123-0602';
    const a = await order('void-a', new Date('2026-11-23T03:01:10Z'), next);
    await order('void-b', new Date('2026-11-23T03:01:20Z'), next);
    expect(await getBalance(app.db, memberAccountId)).toBe(before - 3_000);
    expect(await voidIssue(app.db, 'KENO_1M', next)).toBe(true);
    await settleDue(app.db, new Date('2026-11-23T03:02:10Z'));
    await settleDue(app.db, new Date('2026-11-23T03:02:20Z'));
    expect(await getBalance(app.db, memberAccountId)).toBe(before);
    expect((await repo.findOrder(app.db, a.order.id))!.status).toBe('refunded');
    const bet = await app.db
      .selectFrom('bet_record')
      .selectAll()
      .where('bet_transaction_id', '=', `order:${a.order.id}`)
      .executeTakeFirstOrThrow();
    expect(bet).toMatchObject({ status: 'cancelled', valid_bet_minor: 0, win_minor: 0 });
    expect(await drawDue(app.db, new Date('2026-11-23T03:05:00Z'))).toBeGreaterThan(0);
    expect((await repo.findIssue(app.db, 'KENO_1M', next))!.status).toBe('voided');
  });

  it('a chase buys the next issues ahead, once each, even when retried', async () => {
    const at = new Date('2026-11-23T03:09:05Z');
    const before = await getBalance(app.db, memberAccountId);
    const slip = {
      memberId: MEMBER,
      memberAccount: 'lotto01',
      currency: 'PHP',
      gameCode: 'KENO_1M',
      issueNo: '20261123-0610',
      clientKey: 'chase-1',
      selections: [{ playType: 'KENO_ODD_EVEN' as const, option: 'ODD', stakeMinor: 100 }],
    };
    const first = await placeChase(app.db, slip, 3, at);
    expect(first.map((p) => p.order.issue_no)).toEqual(['20261123-0610', '20261123-0611', '20261123-0612']);
    const retry = await placeChase(app.db, slip, 3, at);
    expect(retry.every((p) => p.replayed)).toBe(true);
    expect(await getBalance(app.db, memberAccountId)).toBe(before - 300);
  });
  it('an issue of several settlement batches, settled twice at once, pays every win once', async () => {
    // Members with no other orders, so their balances move only by this issue's wins.
    await settleBulkIssueTwice(app.db, app.db, {
      issueNo: '20261123-0620',
      drawAt: new Date('2026-11-23T03:20:00Z'),
      members: [4201, 4202],
      orders: 2_300,
    });
  });
});
