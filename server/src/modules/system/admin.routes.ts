import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES, adminFlagRequestSchema, adminStatusRequestSchema, featureFlagSchema } from '@site/shared/schemas';
import { AppError } from '../../errors';
import { ok, parse } from '../../http/reply';
import { applyAdminCommand, describeSettings } from './admin.service';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Operator endpoints behind header `x-admin-token` = config.ADMIN_TOKEN (compared in constant
 * time). The admin CLI calls these when a server is running (PGlite allows one process).
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const expected = digest(app.config.ADMIN_TOKEN);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const given = request.headers['x-admin-token'];
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) {
      throw new AppError(401, ERROR_CODES.ADMIN_UNAUTHORIZED, 'Admin credential missing or wrong');
    }
  });

  app.get('/wps/admin/system/settings', async () => ok(await describeSettings(app.db)));

  app.put<{ Params: { flag: string } }>('/wps/admin/system/flags/:flag', async (request) => {
    const flag = parse(featureFlagSchema, request.params.flag);
    const { value } = parse(adminFlagRequestSchema, request.body);
    return ok(await applyAdminCommand(app.db, { kind: 'flag', flag, value }));
  });

  app.put('/wps/admin/system/status', async (request) => {
    const status = parse(adminStatusRequestSchema, request.body);
    return ok(await applyAdminCommand(app.db, { kind: 'status', status }));
  });
}
