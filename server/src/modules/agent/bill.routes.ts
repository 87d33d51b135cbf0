import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminActor, requireAdminToken } from '../../plugins/admin-auth';
import { ok, parse } from '../../http/reply';
import { payBill, rejectBill } from './bill-decisions';
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
  requireAdminToken(app);
  app.post('/wps/admin/agent/bills/:type/:id/reject', async (req) => {
    const { type, id } = parse(billParamsSchema, req.params);
    const { reason } = parse(rejectBodySchema, req.body);
    const actor = adminActor(req);
    const result = await rejectBill(app.db, { operator: actor }, type, id, reason);
    req.log.info({ audit: 'agent.bill.reject', actor, type, bill: id }, 'operator action');
    return ok({ type, id, ...result });
  });
}
