import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { imposeBreakRequestSchema } from '@site/shared/schemas';
import { ok } from '../../http/reply';
import { adminActor } from '../../plugins/admin-auth';
import { withAudit } from '../audit/audit.service';
import { imposeBreak, operatorView } from './responsible-gaming-operator.service';
import { runningBreaks } from './running-breaks';

const accountQuery = z.object({ account: z.string().trim().min(1).max(40) }).strict();

/** Operators: a member's limits and breaks, and imposing a break (docs/responsible-gaming.md "Operators"). */
export async function responsibleGamingAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/wps/admin/responsible-gaming',
    { config: { permission: 'responsible-gaming.read' }, schema: { querystring: accountQuery } },
    async (request) => ok(await operatorView(app.db, request.query.account)),
  );
  app.get(
    '/wps/admin/responsible-gaming/breaks/running',
    { config: { permission: 'responsible-gaming.read' } },
    async () => ok(await runningBreaks(app.db)),
  );
  // The break and the end of the member's sessions commit with the audit row (docs/back-office.md "Audit").
  app.post(
    '/wps/admin/responsible-gaming/breaks',
    { config: { permission: 'responsible-gaming.manage' }, schema: { body: imposeBreakRequestSchema } },
    async (request) =>
      ok(
        await withAudit(app.db, request, async (trx) => {
          const imposed = await imposeBreak(trx, request.body, adminActor(request));
          return {
            result: imposed,
            audit: {
              action: 'responsible-gaming.break',
              entity: 'member',
              entityId: request.body.account,
              after: { kind: imposed.kind, until: imposed.until, days: request.body.days },
              reason: request.body.reason,
            },
          };
        }),
      ),
  );
}
