import type { FastifyInstance } from 'fastify';
import {
  agentRegisterSchema,
  agentTransferSchema,
  downlineQuerySchema,
  ledgerQuerySchema,
  lossStatementsQuerySchema,
  teamBetsQuerySchema,
  teamRangeQuerySchema,
  type ContractKind,
} from '@site/shared/schemas';
import { ok, parse } from '../../http/reply';
import { settleDividends } from './dividend-settlement';
import { SALARY_CLOCKS, settleSalaries } from './salary-settlement';
import * as team from './team.service';

const JOB_EVERY_MS: Record<string, number> = {
  DAILY_SALARY: 10 * 60_000,
  HOURLY_SALARY: 5 * 60_000,
  REALTIME_SALARY: 60_000,
};

/** Job names: `agent.salary.daily_salary`... (runNow in tests and the e2e test clock). */
export const salaryJobName = (kind: ContractKind) => `agent.salary.${kind.toLowerCase()}`;
/** One job settles every dividend clock (daily, weekly, semimonthly, monthly); cheap when nothing is due. */
export const DIVIDEND_JOB = 'agent.dividend';

/**
 * Team pages (overview, downlines, bets, loss statements, income, dividends, account details), transfers, register
 * centre, salary and dividend jobs.
 */
export async function teamRoutes(app: FastifyInstance): Promise<void> {
  const auth = { preHandler: app.requireSession };

  app.get('/wps/agent/team/overview', auth, async (req) =>
    ok(await team.teamOverview(app.db, req.session.memberId, parse(teamRangeQuerySchema, req.query))),
  );
  app.get('/wps/agent/team/downlines', auth, async (req) =>
    ok(await team.downlines(app.db, req.session.memberId, parse(downlineQuerySchema, req.query))),
  );
  app.get('/wps/agent/team/bets', auth, async (req) =>
    ok(await team.teamBets(app.db, req.session.memberId, parse(teamBetsQuerySchema, req.query))),
  );
  app.get('/wps/agent/income', auth, async (req) => ok(await team.myIncome(app.db, req.session.memberId)));
  app.get('/wps/agent/dividends', auth, async (req) =>
    ok(await team.myDividends(app.db, req.session.memberId)),
  );
  app.get('/wps/agent/team/loss-statements', auth, async (req) =>
    ok(await team.lossStatements(app.db, req.session.memberId, parse(lossStatementsQuerySchema, req.query))),
  );
  app.get('/wps/agent/account-details', auth, async (req) =>
    ok(await team.accountDetails(app.db, req.session.memberId, parse(ledgerQuerySchema, req.query))),
  );
  app.post('/wps/agent/transfer', auth, async (req) =>
    ok(await team.transfer(app.db, req.session.memberId, parse(agentTransferSchema, req.body))),
  );
  app.post('/wps/agent/register', auth, async (req) =>
    ok(await team.registerDownline(app.db, req.session.memberId, parse(agentRegisterSchema, req.body))),
  );

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
}
