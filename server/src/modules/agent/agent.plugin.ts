import type { FastifyInstance } from 'fastify';
import type { ContractKind } from '@site/shared/schemas';
import { agentAdminRoutes } from './agent-admin.routes';
import { agentRoutes } from './agent.routes';
import { billAdminRoutes } from './bill.routes';
import { settleDividends } from './dividend-settlement';
import { SALARY_CLOCKS, settleSalaries } from './salary-settlement';

const JOB_EVERY_MS: Record<string, number> = {
  DAILY_SALARY: 10 * 60_000,
  HOURLY_SALARY: 5 * 60_000,
  REALTIME_SALARY: 60_000,
};

/** Job names: `agent.salary.daily_salary`... (runNow in tests and the e2e test clock). */
export const salaryJobName = (kind: ContractKind) => `agent.salary.${kind.toLowerCase()}`;
/** One job settles every dividend clock (daily, weekly, semimonthly, monthly); cheap when nothing is due. */
export const DIVIDEND_JOB = 'agent.dividend';

/** Agent centre (docs/agents.md): contracts, team pages, bills; the salary and dividend settlement jobs. */
export async function agentPlugin(app: FastifyInstance): Promise<void> {
  for (const kind of Object.keys(SALARY_CLOCKS) as ContractKind[]) {
    app.jobs.define({
      name: salaryJobName(kind),
      everyMs: JOB_EVERY_MS[kind]!,
      run: async ({ db, now, lastFinishedAt }) => {
        await settleSalaries(db, kind, now, lastFinishedAt);
      },
    });
  }
  app.jobs.define({
    name: DIVIDEND_JOB,
    everyMs: 10 * 60_000,
    // No catch-up window: each contract bills every finished period after its latest bill.
    run: async ({ db, now }) => {
      await settleDividends(db, now);
    },
  });
  await app.register(agentRoutes);
  // Its own encapsulated plugin: the admin token hook must not reach the member routes.
  await app.register(billAdminRoutes);
  await app.register(agentAdminRoutes);
}
