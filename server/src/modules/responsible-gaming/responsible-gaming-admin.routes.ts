import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { imposeBreakRequestSchema } from '@site/shared/schemas';
import { ok, parse } from '../../http/reply';
import { adminActor, requireAdminToken } from '../../plugins/admin-auth';
import { imposeBreak, operatorView } from './responsible-gaming-operator.service';

const accountQuery = z.object({ account: z.string().trim().min(1).max(40) }).strict();

/** Operators: a member's limits and breaks, and imposing a break (docs/responsible-gaming.md "Operators"). */
export async function responsibleGamingAdminRoutes(app: FastifyInstance): Promise<void> {
  requireAdminToken(app);
  app.get('/wps/admin/responsible-gaming', async (request) =>
    ok(await operatorView(app.db, parse(accountQuery, request.query).account)),
  );
  app.post('/wps/admin/responsible-gaming/breaks', async (request) =>
    ok(await imposeBreak(app.db, parse(imposeBreakRequestSchema, request.body), adminActor(request))),
  );
}
