import type { FastifyInstance } from 'fastify';
import { myIncomeSchema, teamOverviewSchema } from '@site/shared/schemas';
import { seedAgents } from '../../src/db/seed/agents';
import { salaryJobName } from '../../src/modules/agent/team.routes';
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
    expect(first.bets).toBe(56);
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
});
