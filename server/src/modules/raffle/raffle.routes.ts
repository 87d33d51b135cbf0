import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  raffleOpenRequestSchema,
  raffleTicketParamsSchema,
  raffleVerifyQuerySchema,
} from '@site/shared/schemas';
import { ok } from '../../http/reply';
import { catalogueAdminRoutes } from '../../http/catalogue-admin-routes';
import { requireRealAccount } from '../games/player';
import { createRule, listRounds, listRulesForOperator, replaceRule } from './raffle-admin.service';
import {
  adminRaffleRoundsQuerySchema,
  adminRaffleRuleParamsSchema,
  adminRaffleRuleSchema,
} from './raffle.schema';
import { claimTickets, openTicket, raffleSummary, verifyTicket } from './raffle.service';

/**
 * Member calls (docs/promotions.md "Red envelope raffle"). Every call works on the session's member only: no member
 * id travels in a request, and a ticket id is looked up among the caller's tickets, so one member cannot open or
 * read another's.
 */
export async function raffleRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: app.requireSession };
  app.get('/wps/raffle', auth, async (request) =>
    ok(await raffleSummary(app.db, request.session.memberId, new Date())),
  );
  // The grant: a write the member asks for (the red envelope button calls it before the dialog), never a read's.
  app.post('/wps/raffle/claim', auth, async (request) => {
    const { memberId } = requireRealAccount(request);
    return ok(await claimTickets(app.db, memberId, new Date()));
  });
  app.post(
    '/wps/raffle/tickets/:id/open',
    { ...auth, schema: { params: raffleTicketParamsSchema } },
    async (request) => {
      const { memberId } = requireRealAccount(request);
      return ok(await openTicket(app.db, memberId, request.params.id, new Date()));
    },
  );
  // The product spec's name for the same call (MCS2_claimRafflePromotion), as other spec names answer under /wps/relay.
  app.post(
    '/wps/relay/MCS2_claimRafflePromotion',
    { ...auth, schema: { body: raffleOpenRequestSchema } },
    async (request) => {
      const { memberId } = requireRealAccount(request);
      return ok(await openTicket(app.db, memberId, request.body.ticketId, new Date()));
    },
  );
  app.get(
    '/wps/raffle/verify',
    { ...auth, schema: { querystring: raffleVerifyQuerySchema } },
    async (request) =>
      ok(await verifyTicket(app.db, request.session.memberId, request.query.ticketId, new Date())),
  );
}

/** Operator calls over the raffle rules (http/catalogue-admin-routes.ts). */
export async function raffleAdminRoutes(app: FastifyInstance): Promise<void> {
  await catalogueAdminRoutes(app, {
    permission: 'raffle.manage',
    path: '/wps/admin/raffle/rules',
    bodySchema: adminRaffleRuleSchema,
    paramsSchema: adminRaffleRuleParamsSchema,
    audit: 'raffle.rule',
    list: listRulesForOperator,
    create: createRule,
    replace: replaceRule,
  });
  // Read only (no audit row): the rounds with their commitments and, once ended, their seeds.
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/wps/admin/raffle/rounds',
      { config: { permission: 'raffle.manage' }, schema: { querystring: adminRaffleRoundsQuerySchema } },
      async (request) => ok(await listRounds(app.db, request.query.ruleId, request.query.limit, new Date())),
    );
}
