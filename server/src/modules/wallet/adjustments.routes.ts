import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { balanceAdjustmentRequestSchema } from '@site/shared/schemas';
import { ok, parse } from '../../http/reply';
import { adminActor, requireAdminToken } from '../../plugins/admin-auth';
import { adjustBalance, memberAdjustments } from './adjustments.service';

const accountQuery = z.object({ account: z.string().trim().min(1).max(40) }).strict();

/** Operator balance adjustments behind `x-admin-token`; `x-admin-actor` names the operator (docs/payments.md). */
export async function adjustmentsRoutes(app: FastifyInstance): Promise<void> {
  requireAdminToken(app);
  app.post('/wps/admin/wallet/adjustments', async (request) =>
    ok(await adjustBalance(app.db, parse(balanceAdjustmentRequestSchema, request.body), adminActor(request))),
  );
  app.get('/wps/admin/wallet/adjustments', async (request) =>
    ok(await memberAdjustments(app.db, parse(accountQuery, request.query).account)),
  );
}
