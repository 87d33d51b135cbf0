import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/reply';
import { listSprayAlerts } from './spray-alerts';
import { queryInt } from '@site/shared/schemas';

const querySchema = z
  .object({
    sinceMinutes: queryInt(1, 7 * 24 * 60).default(24 * 60),
  })
  .strict();

/** GET /wps/admin/abuse-events (header x-admin-token): password-spraying alerts, newest first. */
export async function abuseAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/wps/admin/abuse-events',
    { config: { permission: 'abuse.read' }, schema: { querystring: querySchema } },
    async (request) => {
      const since = new Date(Date.now() - request.query.sinceMinutes * 60_000);
      return ok(await listSprayAlerts(app.db, since));
    },
  );
}
