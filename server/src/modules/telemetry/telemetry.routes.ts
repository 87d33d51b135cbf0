import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_CODES, remoteErrorReportSchema, queryInt } from '@site/shared/schemas';
import { z } from 'zod';
import { AppError } from '../../errors';
import { ok } from '../../http/reply';
import { createRateLimiter } from './rate-limiter';
import { keepRecentRemoteErrors, recentRemoteErrors, recordRemoteError } from './telemetry.service';
import { hasAdminToken } from '../../plugins/admin-auth';

const PER_CLIENT_PER_MINUTE = 20;
/** Client addresses come from X-Forwarded-For (trustProxy), which a sender can vary: cap the total too. */
const ALL_CLIENTS_PER_MINUTE = 600;
const KEEP_ROWS = 5000;
const listQuerySchema = z.object({ limit: queryInt(1, 500).default(100) }).strict();

/**
 * Browsers report remote load failures here (the shell's errorLoadRemote plugin and error
 * boundaries); ops read the latest with the admin token. Rate-limited per client address.
 */
export async function telemetryRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const allowClient = createRateLimiter(PER_CLIENT_PER_MINUTE, 60_000);
  const allowTotal = createRateLimiter(ALL_CLIENTS_PER_MINUTE, 60_000);
  let inserted = 0;

  app.post('/wps/telemetry/remote-error', { schema: { body: remoteErrorReportSchema } }, async (request) => {
    const report = request.body;
    if (!allowClient(request.ip) || !allowTotal('all')) {
      throw new AppError(429, ERROR_CODES.TOO_MANY_REQUESTS, 'Too many error reports; try again in a minute');
    }
    await recordRemoteError(app.db, report, request.headers['user-agent'] ?? null);
    inserted += 1;
    if (inserted % 100 === 0) await keepRecentRemoteErrors(app.db, KEEP_ROWS);
    return ok(null);
  });

  app.get('/wps/telemetry/remote-errors', { schema: { querystring: listQuerySchema } }, async (request) => {
    if (!hasAdminToken(app, request))
      throw new AppError(401, ERROR_CODES.ADMIN_UNAUTHORIZED, 'A valid x-admin-token header is required');
    const { limit } = request.query;
    return ok(await recentRemoteErrors(app.db, limit));
  });
}
