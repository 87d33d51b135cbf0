import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_CODES, mountReportSchema, remoteErrorReportSchema, queryInt } from '@site/shared/schemas';
import { z } from 'zod';
import { AppError } from '../../errors';
import { ok } from '../../http/reply';
import { createRateLimiter } from './rate-limiter';
import { keepRecentRemoteErrors, recentRemoteErrors, recordRemoteError } from './telemetry.service';
import { hasAdminToken } from '../../plugins/admin-auth';
import { countRemoteHealth } from '../releases/release-health';

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
  const allowClient = createRateLimiter(app.db, 'telemetry:client', PER_CLIENT_PER_MINUTE, 60_000);
  const allowTotal = createRateLimiter(app.db, 'telemetry:all', ALL_CLIENTS_PER_MINUTE, 60_000);
  let inserted = 0;

  app.post('/wps/telemetry/remote-error', { schema: { body: remoteErrorReportSchema } }, async (request) => {
    const report = request.body;
    if (!(await allowClient(request.ip)) || !(await allowTotal('all'))) {
      throw new AppError(429, ERROR_CODES.TOO_MANY_REQUESTS, 'Too many error reports; try again in a minute');
    }
    await recordRemoteError(app.db, report, request.headers['user-agent'] ?? null);
    // A failure of that version, for the release service's failure rate (its automatic rollback).
    await countRemoteHealth(app.db, report.remote, report.version, { failures: 1 });
    inserted += 1;
    if (inserted % 100 === 0) await keepRecentRemoteErrors(app.db, KEEP_ROWS);
    return ok(null);
  });

  // Successful mounts, batched by the shell (one request per page at most): the denominator of the failure rate.
  app.post('/wps/telemetry/mounts', { schema: { body: mountReportSchema } }, async (request) => {
    if (!allowClient(`mounts:${request.ip}`) || !allowTotal('mounts')) {
      throw new AppError(429, ERROR_CODES.TOO_MANY_REQUESTS, 'Too many reports; try again in a minute');
    }
    for (const { remote, version } of request.body.mounts)
      await countRemoteHealth(app.db, remote, version, { mounts: 1 });
    return ok(null);
  });

  app.get('/wps/telemetry/remote-errors', { schema: { querystring: listQuerySchema } }, async (request) => {
    if (!hasAdminToken(app, request))
      throw new AppError(401, ERROR_CODES.ADMIN_UNAUTHORIZED, 'A valid x-admin-token header is required');
    const { limit } = request.query;
    return ok(await recentRemoteErrors(app.db, limit));
  });
}
