import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fourEyesRequestSchema } from '@site/shared/schemas/operator';
import { ok } from '../../http/reply';
import { successEnvelope } from '../../http/response-contract';
import { fourEyesList } from './four-eyes.service';

const query = z
  .object({
    kind: z.enum(['wallet.adjust', 'withdrawal.approve']).optional(),
    status: z.enum(['pending', 'confirmed', 'rejected']).optional(),
  })
  .strict();

/**
 * What waits for a second pair of eyes (every role may see the queue; confirming needs the kind's confirm
 * permission: /wps/admin/wallet/adjustments/requests/:id/confirm, /wps/admin/withdrawals/approvals/:id/confirm).
 */
export async function fourEyesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/wps/admin/four-eyes',
    {
      config: { permission: 'dashboard.read' },
      schema: { querystring: query, response: { 200: successEnvelope(z.array(fourEyesRequestSchema)) } },
    },
    async (request) => ok(await fourEyesList(app.db, request.query)),
  );
}
