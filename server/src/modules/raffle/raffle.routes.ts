import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  raffleOpenRequestSchema,
  raffleTicketParamsSchema,
  raffleVerifyQuerySchema,
} from '@site/shared/schemas';
import { ok } from '../../http/reply';
import { adminActor, requireAdminToken } from '../../plugins/admin-auth';
import { requireRealAccount } from '../games/player';
import { createRule, listRulesForOperator, replaceRule } from './raffle-admin.service';
import { adminRaffleRuleParamsSchema, adminRaffleRuleSchema } from './raffle.schema';
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

/** Operator calls behind `x-admin-token`, each change logged with an `audit` field like the promotions' ones. */
export async function raffleAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  requireAdminToken(app);
  app.get('/wps/admin/raffle/rules', async () => ok(await listRulesForOperator(app.db)));
  app.post('/wps/admin/raffle/rules', { schema: { body: adminRaffleRuleSchema } }, async (request) => {
    const created = await createRule(app.db, request.body);
    request.log.info(
      { audit: 'raffle.rule.create', actor: adminActor(request), rule: created.id, code: created.code },
      'operator action',
    );
    return ok(created);
  });
  app.put(
    '/wps/admin/raffle/rules/:id',
    { schema: { params: adminRaffleRuleParamsSchema, body: adminRaffleRuleSchema } },
    async (request) => {
      const replaced = await replaceRule(app.db, request.params.id, request.body);
      request.log.info(
        { audit: 'raffle.rule.replace', actor: adminActor(request), rule: replaced.id, code: replaced.code },
        'operator action',
      );
      return ok(replaced);
    },
  );
}
