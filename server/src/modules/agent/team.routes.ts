import type { FastifyInstance } from 'fastify';
import {
  agentRegisterSchema,
  agentTransferSchema,
  downlineQuerySchema,
  ledgerQuerySchema,
  lossStatementsQuerySchema,
  teamBetsQuerySchema,
  teamRangeQuerySchema,
} from '@site/shared/schemas';
import { ok, parse } from '../../http/reply';
import * as team from './team.service';

/**
 * Team pages (overview, downlines, bets, loss statements, income, dividends, account details), transfers, register
 * centre (the salary and dividend jobs are defined by agent.plugin.ts).
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
}
