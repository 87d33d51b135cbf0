import type { FastifyInstance } from 'fastify';
import {
  CONTRACT_KINDS,
  agentAnnouncementsQuerySchema,
  contractActionSchema,
  contractIdParamsSchema,
  contractOfferSchema,
  contractRequestCreateSchema,
  contractRequestHistoryQuerySchema,
  type ContractKind,
} from '@site/shared/schemas';
import { z } from 'zod';
import { ok, parse } from '../../http/reply';
import { languageFromHeader } from '../../lib/request-language';
import { listAgentAnnouncements } from './announcements';
import * as agent from './agent.service';
import * as requests from './contract-request.service';
import { billRoutes } from './bill.routes';
import { teamRoutes } from './team.routes';

const listQuerySchema = z.object({ kind: z.enum(CONTRACT_KINDS).optional() }).strict();

/** The relay names, one per contract kind (docs/product.md "Calls"): each takes `{ action, ... }`. */
const RELAY_KINDS: Record<string, ContractKind> = {
  MCS2_processDividendReq: 'DIVIDEND',
  MCS2_processDailySalContract: 'DAILY_SALARY',
  MCS2_processContractHourSalary: 'HOURLY_SALARY',
  MCSFE_processRealTimeSalaryContract: 'REALTIME_SALARY',
};

/** Agent centre: contracts between an agent and its direct downlines (docs/agents.md). */
export async function agentRoutes(app: FastifyInstance): Promise<void> {
  const auth = { preHandler: app.requireSession };
  await teamRoutes(app);
  await billRoutes(app);

  app.get('/wps/member/info/funds/consolidated', auth, async (req) =>
    ok(await agent.consolidatedFunds(app.db, req.session.memberId)),
  );

  app.get('/wps/agent/contracts', auth, async (req) => {
    const q = parse(listQuerySchema, req.query);
    return ok(await agent.listContracts(app.db, req.session.memberId, q.kind));
  });
  app.post('/wps/agent/contracts', auth, async (req) => {
    const body = parse(contractOfferSchema, req.body);
    return ok(await agent.offerContract(app.db, req.session.memberId, body));
  });
  for (const [action, run] of [
    ['accept', agent.acceptContract],
    ['reject', agent.rejectContract],
    ['terminate', agent.terminateContract],
  ] as const) {
    app.post(`/wps/agent/contracts/:id/${action}`, auth, async (req) => {
      const { id } = parse(contractIdParamsSchema, req.params);
      return ok(await run(app.db, req.session.memberId, id));
    });
  }

  // A downline asks its direct upline for a contract; the upline lists, dismisses or answers with an offer.
  app.post('/wps/agent/contract-requests', auth, async (req) => {
    const body = parse(contractRequestCreateSchema, req.body);
    return ok(await requests.requestContract(app.db, req.session.memberId, body));
  });
  app.get('/wps/agent/contract-requests', auth, async (req) =>
    ok(await requests.listRequests(app.db, req.session.memberId)),
  );
  app.get('/wps/agent/contract-requests/history', auth, async (req) =>
    ok(
      await requests.requestHistory(
        app.db,
        req.session.memberId,
        parse(contractRequestHistoryQuerySchema, req.query),
      ),
    ),
  );
  app.post('/wps/agent/contract-requests/:id/dismiss', auth, async (req) => {
    const { id } = parse(contractIdParamsSchema, req.params);
    return ok(await requests.dismissRequest(app.db, req.session.memberId, id));
  });

  app.get('/wps/agent/announcements', auth, async (req) => {
    const q = parse(agentAnnouncementsQuerySchema, req.query);
    const language = languageFromHeader(req.headers['accept-language']);
    return ok(await listAgentAnnouncements(app.db, req.session.memberId, language, q, await app.clock.now()));
  });

  for (const [name, kind] of Object.entries(RELAY_KINDS)) {
    app.post(`/wps/relay/${name}`, auth, async (req) => {
      const body = parse(contractActionSchema, req.body);
      const me = req.session.memberId;
      switch (body.action) {
        case 'list':
          return ok(await agent.listContracts(app.db, me, kind));
        case 'offer': {
          const offer = parse(contractOfferSchema, {
            memberAccount: body.memberAccount,
            kind,
            period: body.period,
            tiers: body.tiers,
          });
          return ok(await agent.offerContract(app.db, me, offer));
        }
        case 'accept':
          return ok(await agent.acceptContract(app.db, me, body.contractId));
        case 'reject':
          return ok(await agent.rejectContract(app.db, me, body.contractId));
        case 'terminate':
          return ok(await agent.terminateContract(app.db, me, body.contractId));
      }
    });
  }
}
