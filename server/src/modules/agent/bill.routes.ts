import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminAgentBillQuerySchema,
  agentMoveParamsSchema,
  agentMoveRequestSchema,
  agentTreeQuerySchema,
  agentBillParamsSchema,
  agentBillPayRequestSchema,
} from '@site/shared/schemas/operator';
import { searchAgentBills } from './bill-admin';
import { agentTree, moveMember } from './agent-tree-admin';
import { adminActor } from '../../plugins/admin-auth';
import { withAudit } from '../audit/audit.service';
import { ok, parse } from '../../http/reply';
import { payBill, payBillByOperator, rejectBill } from './bill-decisions';
import { rowIdParam } from '@site/shared/schemas';

const billParamsSchema = z.object({
  type: z.enum(['salary', 'dividend']),
  id: rowIdParam(),
});
/** The mfe-agent reject form keeps the same 200 (its own copy: this schema is not in the shared index). */
const rejectBodySchema = z.object({ reason: z.string().trim().min(1).max(200) }).strict();

/** The upline's decisions on an insufficient bill it pays (docs/agents.md "Bill states"). */
export async function billRoutes(app: FastifyInstance): Promise<void> {
  const auth = { preHandler: app.requireSession };
  app.post('/wps/agent/bills/:type/:id/pay', auth, async (req) => {
    const { type, id } = parse(billParamsSchema, req.params);
    return ok({ type, id, ...(await payBill(app.db, req.session.memberId, type, id)) });
  });
  app.post('/wps/agent/bills/:type/:id/reject', auth, async (req) => {
    const { type, id } = parse(billParamsSchema, req.params);
    const { reason } = parse(rejectBodySchema, req.body);
    return ok({
      type,
      id,
      ...(await rejectBill(app.db, { upline: req.session.memberId }, type, id, reason)),
    });
  });
}

/** An operator rejects any insufficient bill (x-admin-token), logged with an `audit` field. */
export async function billAdminRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/wps/admin/agent/bills/:type/:id/reject',
    { config: { permission: 'agent-bills.decide' } },
    async (req) => {
      const { type, id } = parse(billParamsSchema, req.params);
      const { reason } = parse(rejectBodySchema, req.body);
      const actor = adminActor(req);
      const result = await withAudit(app.db, req, async (trx) => ({
        result: await rejectBill(trx, { operator: actor }, type, id, reason),
        audit: {
          action: 'agent-bill.reject',
          entity: `agent-bill.${type}`,
          entityId: id,
          before: { state: 'insufficient' },
          after: { state: 'rejected' },
          reason,
        },
      }));
      return ok({ type, id, ...result });
    },
  );

  const typed = app.withTypeProvider<ZodTypeProvider>();
  // The back office's bills desk (docs/back-office.md "Agents").
  typed.get(
    '/wps/admin/agent/bills',
    { config: { permission: 'agents.read' }, schema: { querystring: adminAgentBillQuerySchema } },
    async (req) => ok(await searchAgentBills(app.db, req.query)),
  );
  typed.post(
    '/wps/admin/agent/bills/:type/:id/pay',
    {
      config: { permission: 'agent-bills.decide' },
      schema: { params: agentBillParamsSchema, body: agentBillPayRequestSchema },
    },
    async (req) => {
      const { type, id } = req.params;
      const actor = adminActor(req);
      const result = await withAudit(app.db, req, async (trx) => {
        const paid = await payBillByOperator(trx, actor, type, id);
        return {
          result: { state: paid.state, transactionId: paid.transactionId },
          audit: {
            action: 'agent-bill.pay',
            entity: `agent-bill.${type}`,
            entityId: id,
            before: { state: 'insufficient' },
            after: {
              state: 'paid',
              transactionId: paid.transactionId,
              amountMinor: paid.amountMinor,
              payerId: paid.payerId,
            },
            reason: req.body.reason,
          },
        };
      });
      return ok({ type, id, ...result });
    },
  );

  // The agent tree (docs/back-office.md "Agents"): a level at a time, or a search; moving a member under another agent.
  typed.get(
    '/wps/admin/agents/tree',
    { config: { permission: 'agents.read' }, schema: { querystring: agentTreeQuerySchema } },
    async (req) => ok(await agentTree(app.db, req.query)),
  );
  typed.post(
    '/wps/admin/agents/:id/move',
    {
      config: { permission: 'agents.manage' },
      schema: { params: agentMoveParamsSchema, body: agentMoveRequestSchema },
    },
    async (req) =>
      ok(
        await withAudit(app.db, req, async (trx) => {
          const move = await moveMember(trx, req.params.id, req.body.uplineAccount);
          return {
            result: move.result,
            audit: {
              action: 'agent.move',
              entity: 'member',
              entityId: req.params.id,
              before: move.before,
              after: { ...move.after, moved: move.result.moved },
              reason: req.body.reason,
            },
          };
        }),
      ),
  );
}
