import type { FastifyInstance } from 'fastify';
import { lossStatementPageSchema, myDividendsSchema, type ContractTier } from '@site/shared/schemas';
import { dividendFor, settleDividends } from '../../src/modules/agent/dividend-settlement';
import { DIVIDEND_JOB } from '../../src/modules/agent/agent.plugin';
import { transfer } from '../../src/modules/agent/team.service';
import { hashPassword } from '../../src/modules/member/password-hash';
import { upsertWithdrawalPassword } from '../../src/modules/withdrawals/withdrawals.repository';
import { bearer, call, createSeededApp, loginAs } from '../helpers/accounts';

// Manila is UTC+8 with no DST: local midnight is 16:00 UTC the day before. 2026-11-23 and 2027-01-11 are Mondays.
const ONE_TIER: ContractTier[] = [{ rateBp: 1_000, validBetMinor: 0, lossMinor: 0, activeMembers: 1 }];

describe('agent centre: dividend settlement (net loss with carry-over) and loss statements', () => {
  let app: FastifyInstance;
  const ids: Record<string, number> = {};
  let betN = 0;

  const balanceOf = async (account: string) =>
    Number(
      (
        await app.db
          .selectFrom('wallet_account')
          .select('balance_minor')
          .where('code', '=', `member:${ids[account]}:PHP`)
          .executeTakeFirstOrThrow()
      ).balance_minor,
    );
  const bet = async (
    account: string,
    betMinor: number,
    winMinor: number,
    settledAt: string,
    createdAt?: string,
  ) => {
    betN += 1;
    await app.db
      .insertInto('bet_record')
      .values({
        vendor: 'DEMO',
        round_id: `div-${betN}`,
        bet_transaction_id: `div-test-${betN}`,
        member_id: ids[account]!,
        member_account: account,
        game_id: 'demo-slot',
        game_type: 'SLOT',
        currency: 'PHP',
        bet_minor: betMinor,
        valid_bet_minor: betMinor,
        win_minor: winMinor,
        status: 'settled',
        created_at: new Date(createdAt ?? settledAt),
        settled_at: new Date(settledAt),
      })
      .execute();
  };
  /** Ends the member's open dividend contract and accepts a new one at `decidedAt` (its first period). */
  const contract = async (upline: string, member: string, period: string, decidedAt: string) => {
    await app.db
      .updateTable('agent_contract')
      .set({ state: 'terminated', ended_at: new Date() })
      .where('member_id', '=', ids[member]!)
      .where('kind', '=', 'DIVIDEND')
      .where('state', '=', 'accepted')
      .execute();
    const row = await app.db
      .insertInto('agent_contract')
      .values({
        kind: 'DIVIDEND',
        period: period as 'WEEKLY',
        upline_id: ids[upline]!,
        member_id: ids[member]!,
        tiers: JSON.stringify(ONE_TIER),
        state: 'accepted',
        decided_at: new Date(decidedAt),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const bills = async (contractId: number) =>
    (
      await app.db
        .selectFrom('agent_dividend_bill')
        .selectAll()
        .where('contract_id', '=', contractId)
        .orderBy('period_start')
        .execute()
    ).map((b) => ({
      key: b.period_key,
      net: Number(b.net_loss_minor),
      in: Number(b.carried_in_minor),
      out: Number(b.carried_out_minor),
      amount: Number(b.amount_minor),
      state: b.state,
    }));

  beforeAll(async () => {
    app = await createSeededApp();
    for (const m of await app.db.selectFrom('member').select(['id', 'account']).execute())
      ids[m.account] = m.id;
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  it('carry-over policy: a won period carries its negative amount until later losses cover it', () => {
    const f = (netLossMinor: number) => ({ validBetMinor: 100_000, netLossMinor, activeMembers: 1 });
    expect(dividendFor(ONE_TIER, f(-50_000), 0)).toEqual({
      baseMinor: -50_000,
      carriedOutMinor: -50_000,
      rateBp: 0,
      amountMinor: 0,
    });
    expect(dividendFor(ONE_TIER, f(30_000), -50_000)).toMatchObject({
      carriedOutMinor: -20_000,
      amountMinor: 0,
    });
    expect(dividendFor(ONE_TIER, f(100_000), -20_000)).toEqual({
      baseMinor: 80_000,
      carriedOutMinor: 0,
      rateBp: 1_000,
      amountMinor: 8_000,
    });
    // A covered carry is cleared even when no tier is reached: the positive rest is not carried.
    const high: ContractTier[] = [{ rateBp: 500, validBetMinor: 0, lossMinor: 1_000_000, activeMembers: 1 }];
    expect(dividendFor(high, f(60_000), -20_000)).toEqual({
      baseMinor: 40_000,
      carriedOutMinor: 0,
      rateBp: 0,
      amountMinor: 0,
    });
  });

  it('weekly: carries a won week forward, pays once on a double run, and a late bet goes to the next week', async () => {
    const id = await contract('agent1', 'agent2', 'WEEKLY', '2026-11-02T00:00:00Z');
    await bet('player1', 100_000, 150_000, '2026-11-03T04:00:00Z'); // week of Nov 2: players won 50,000
    await bet('player3', 50_000, 20_000, '2026-11-10T04:00:00Z'); // week of Nov 9: lost 30,000
    await bet('player2', 200_000, 100_000, '2026-11-17T04:00:00Z'); // week of Nov 16: lost 100,000
    const a1 = await balanceOf('agent1');
    const a2 = await balanceOf('agent2');
    const now = new Date('2026-11-22T16:05:00Z'); // Monday Nov 23, 00:05 local
    await Promise.all([settleDividends(app.db, now), settleDividends(app.db, now)]);
    expect(await app.jobs.runNow(DIVIDEND_JOB, now)).toBe(true);
    expect(await app.jobs.runNow(DIVIDEND_JOB, now)).toBe(true);
    expect(await bills(id)).toEqual([
      { key: 'WEEKLY:2026-11-02T00:00', net: -50_000, in: 0, out: -50_000, amount: 0, state: 'not_reached' },
      {
        key: 'WEEKLY:2026-11-09T00:00',
        net: 30_000,
        in: -50_000,
        out: -20_000,
        amount: 0,
        state: 'not_reached',
      },
      { key: 'WEEKLY:2026-11-16T00:00', net: 100_000, in: -20_000, out: 0, amount: 8_000, state: 'paid' },
    ]);
    expect(await balanceOf('agent2')).toBe(a2 + 8_000);
    expect(await balanceOf('agent1')).toBe(a1 - 8_000);

    // Placed in the paid week, settled in the next: the paid bill stays as it was.
    await bet('player1', 40_000, 0, '2026-11-24T02:00:00Z', '2026-11-22T10:00:00Z');
    await settleDividends(app.db, new Date('2026-11-29T16:05:00Z'));
    const after = await bills(id);
    expect(after[2]).toMatchObject({ net: 100_000, amount: 8_000 });
    expect(after[3]).toMatchObject({
      key: 'WEEKLY:2026-11-23T00:00',
      net: 40_000,
      amount: 4_000,
      state: 'paid',
    });

    const token = await loginAs(app, 'agent2', 'Agent1234');
    const res = await call(app, { method: 'GET', url: '/wps/agent/dividends', headers: bearer(token) });
    const mine = myDividendsSchema.parse(res.body.value);
    expect(mine.items).toHaveLength(4);
    expect(mine.items[0]).toMatchObject({ periodKey: 'WEEKLY:2026-11-23T00:00', payerAccount: 'agent1' });
    expect(mine.items[2]).toMatchObject({
      carriedInMinor: -50_000,
      carriedOutMinor: -20_000,
      state: 'not_reached',
    });
    expect(mine.totalPaidMinor).toBe(12_000);
  });

  it('period boundaries in the site zone: Monday weeks, semimonthly halves, month ends; one minute of grace', async () => {
    const cases = [
      // [period, last second of a period, first second of the next, run just after, run after the next one]
      [
        'WEEKLY',
        '2027-01-10T15:59:59Z',
        '2027-01-10T16:00:00Z',
        '2027-01-10T16:05:00Z',
        '2027-01-17T16:05:00Z',
      ],
      [
        'SEMIMONTHLY',
        '2027-02-15T15:59:59Z',
        '2027-02-15T16:00:00Z',
        '2027-02-15T16:05:00Z',
        '2027-02-28T16:05:00Z',
      ],
      [
        'MONTHLY',
        '2027-04-30T15:59:59Z',
        '2027-04-30T16:00:00Z',
        '2027-04-30T16:05:00Z',
        '2027-05-31T16:05:00Z',
      ],
    ] as const;
    const expected = {
      WEEKLY: ['WEEKLY:2027-01-04T00:00', 'WEEKLY:2027-01-11T00:00'],
      SEMIMONTHLY: ['SEMIMONTHLY:2027-02-01T00:00', 'SEMIMONTHLY:2027-02-16T00:00'],
      MONTHLY: ['MONTHLY:2027-04-01T00:00', 'MONTHLY:2027-05-01T00:00'],
    };
    for (const [period, last, first, run1, run2] of cases) {
      const id = await contract(
        'agent2',
        'agent3',
        period,
        new Date(new Date(last).getTime() - 86_400_000).toISOString(),
      );
      await bet('player1', 10_000, 0, last);
      await bet('player2', 20_000, 0, first);
      // Within the grace minute the period just ended is not settled yet.
      await settleDividends(app.db, new Date(new Date(first).getTime() + 30_000));
      expect((await bills(id)).map((b) => b.key)).not.toContain(expected[period][0]);
      await settleDividends(app.db, new Date(run1));
      await settleDividends(app.db, new Date(run2));
      const got = (await bills(id)).filter((b) => expected[period].includes(b.key));
      expect(got.map((b) => [b.key, b.net, b.amount])).toEqual([
        [expected[period][0], 10_000, 1_000],
        [expected[period][1], 20_000, 2_000],
      ]);
    }
  });

  it('an upline without the balance leaves the bill insufficient; a second run does not pay it', async () => {
    // agent1's weekly contract with agent2 would pay agent2 first: end it, so agent2 stays empty.
    await app.db
      .updateTable('agent_contract')
      .set({ state: 'terminated' })
      .where('kind', '=', 'DIVIDEND')
      .where('state', '=', 'accepted')
      .execute();
    const id = await contract('agent2', 'agent3', 'MONTHLY', '2027-07-01T00:00:00Z');
    await bet('player2', 300_000, 0, '2027-07-10T04:00:00Z');
    const all = await balanceOf('agent2');
    if (all > 0) {
      // A transfer asks for the agent's withdrawal password (docs/agents.md "Transfers").
      await upsertWithdrawalPassword(app.db, ids.agent2!, await hashPassword('135790'));
      await transfer(app.db, ids.agent2!, {
        toAccount: 'player3',
        amountMinor: all,
        clientKey: 'div-empty-agent2',
        withdrawalPassword: '135790',
      });
    }
    const a3 = await balanceOf('agent3');
    const now = new Date('2027-07-31T16:05:00Z');
    await settleDividends(app.db, now);
    await settleDividends(app.db, now);
    expect((await bills(id)).at(-1)).toEqual({
      key: 'MONTHLY:2027-07-01T00:00',
      net: 300_000,
      in: 0,
      out: 0,
      amount: 30_000,
      state: 'insufficient',
    });
    expect(await balanceOf('agent3')).toBe(a3);
    expect(await balanceOf('agent2')).toBe(0);
  });

  it('loss statements: per member of my subtree only, with totals; outsiders are NOT_IN_MY_TEAM', async () => {
    const agent3 = await loginAs(app, 'agent3', 'Agent1234');
    const get = (token: string, qs: string) =>
      call(app, { method: 'GET', url: `/wps/agent/team/loss-statements?${qs}`, headers: bearer(token) });
    const res = await get(agent3, 'from=2026-11-01&to=2026-11-30');
    expect(res.status).toBe(200);
    const page = lossStatementPageSchema.parse(res.body.value);
    expect(page.items.map((r) => [r.account, r.depth, r.winMinor, r.lossMinor, r.netLossMinor])).toEqual([
      ['player1', 1, 50_000, 40_000, -10_000],
      ['player2', 1, 0, 100_000, 100_000],
    ]);
    expect(page.totals).toEqual({
      validBetMinor: 340_000,
      winMinor: 50_000,
      lossMinor: 140_000,
      netLossMinor: 90_000,
    });
    expect((await get(agent3, 'from=2026-11-01&to=2026-11-30&member=player3')).body.code).toBe(
      'NOT_IN_MY_TEAM',
    );
    expect((await get(agent3, 'from=2026-11-01&to=2026-11-30&member=nobody99')).status).toBe(404);
    const player = await loginAs(app, 'player1', 'Player1234');
    expect((await get(player, 'from=2026-11-01&to=2026-11-30')).status).toBe(403);
    const agent1 = await loginAs(app, 'agent1', 'Agent1234');
    const top = lossStatementPageSchema.parse(
      (await get(agent1, 'from=2026-11-01&to=2026-11-30&pageSize=2')).body.value,
    );
    expect(top.total).toBe(3);
    expect(top.items).toHaveLength(2);
    expect(top.items[0]).toMatchObject({ account: 'player1', depth: 3 });
  });
});
