import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '@site/shared/schemas';
import { AppError } from '../../errors';
import { ok } from '../../http/reply';
import { ALERT_KINDS } from '../verification/abuse-limits';
import { listAbuseEvents } from '../verification/verification.repository';

const digest = (s: string) => createHash('sha256').update(s).digest();
const querySchema = z
  .object({
    sinceMinutes: z.coerce
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60)
      .default(24 * 60),
  })
  .strict();

/** GET /wps/admin/abuse-events (header x-admin-token): password-spraying alerts, newest first. */
export async function abuseAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const expected = digest(app.config.ADMIN_TOKEN);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const given = request.headers['x-admin-token'];
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) {
      throw new AppError(401, ERROR_CODES.ADMIN_UNAUTHORIZED, 'Admin credential missing or wrong');
    }
  });
  app.get('/wps/admin/abuse-events', { schema: { querystring: querySchema } }, async (request) => {
    const since = new Date(Date.now() - request.query.sinceMinutes * 60_000);
    const rows = await listAbuseEvents(app.db, ALERT_KINDS, since);
    return ok(
      rows.map((r) => ({
        id: Number(r.id),
        kind: r.kind,
        key: r.key,
        createdAt: new Date(r.created_at).toISOString(),
      })),
    );
  });
}
