import type { FastifyInstance } from 'fastify';
import { myDividendsSchema, myIncomeSchema, teamOverviewSchema } from '@site/shared/schemas';
import { seedAgents } from '../../src/db/seed/agents';
import { DIVIDEND_JOB, salaryJobName } from '../../src/modules/agent/agent.plugin';
import { periodContaining } from '../../src/modules/agent/settlement-periods';
import { bearer, call, createSeededApp, loginAs } from '../helpers/accounts';

describe('agent centre seed', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createSeededApp();
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  it('is idempotent and gives agent1 real team figures; the salary job then pays agent2 once', async () => {
    const first = await seedAgents(app.db);
    expect(first.contracts).toBe(7);
    expect(first.bets).toBe(60); // a week of two rounds, and one round each in the previous month
    expect(await seedAgents(app.db)).toEqual({ contracts: 0, bets: 0 });

    const local = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(d);
    const to = local(new Date());
    const from = local(new Date(Date.now() - 8 * 86_400_000));
    const token = await loginAs(app, 'agent1', 'Agent1234');
    const res = await call(app, {
      method: 'GET',
      url: `/wps/agent/team/overview?from=${from}&to=${to}`,
      headers: bearer(token),
    });
    const overview = teamOverviewSchema.parse(res.body.value);
    expect(overview.teamSize).toBe(6);
    expect(overview.activeMembers).toBe(4);
    expect(overview.validBetMinor).toBe(7 * 300_000);
    expect(overview.depositsMinor).toBe(100_000);

    await app.jobs.runNow(salaryJobName('DAILY_SALARY'));
    await app.jobs.runNow(salaryJobName('DAILY_SALARY'));
    const agent2 = await loginAs(app, 'agent2', 'Agent1234');
    const income = myIncomeSchema.parse(
      (await call(app, { method: 'GET', url: '/wps/agent/income', headers: bearer(agent2) })).body.value,
    );
    expect(income.items.filter((b) => b.kind === 'DAILY_SALARY')).toHaveLength(1);
    expect(income.items[0]!.state).toBe('paid');
  });

  it("bills the monthly dividend of the previous month on the first run: agent2's team lost 75,000 (and more in a month's first week) → 20 %", async () => {
    // The seed's round on the 10th of the previous month loses 75,000 for the team; its week of play (two half rounds
    // a day, one and two hours before the seed) reaches back into the previous month during a month's first week
    // (CI on 6 December counted 30 November's too): each such half round adds 37,500.
    const thisMonth = periodContaining('MONTHLY', new Date()).start.getTime();
    const seededAt = Date.now();
    let halfRoundsLastMonth = 0;
    for (let day = 0; day < 7; day += 1)
      for (const round of [0, 1])
        if (seededAt - day * 86_400_000 - (round + 1) * 3_600_000 < thisMonth) halfRoundsLastMonth += 1;
    const netLossMinor = 75_000 + halfRoundsLastMonth * 37_500;
    await app.jobs.runNow(DIVIDEND_JOB);
    await app.jobs.runNow(DIVIDEND_JOB);
    const agent2 = await loginAs(app, 'agent2', 'Agent1234');
    const res = await call(app, { method: 'GET', url: '/wps/agent/dividends', headers: bearer(agent2) });
    const dividends = myDividendsSchema.parse(res.body.value);
    expect(dividends.items).toHaveLength(1);
    expect(dividends.items[0]).toMatchObject({
      payerAccount: 'agent1',
      netLossMinor,
      rateBp: 2_000,
      amountMinor: netLossMinor / 5,
      state: 'paid',
    });
  });
});
