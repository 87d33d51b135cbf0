import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ERROR_CODES,
  adminFlagRequestSchema,
  adminStatusRequestSchema,
  featureFlagSchema,
  rowIdParam,
} from '@site/shared/schemas';
import { AppError } from '../../errors';
import { ok } from '../../http/reply';
import { applyAdminCommand, describeSettings } from './admin.service';
import { translateContent } from './content.service';
import { requireAdminToken } from '../../plugins/admin-auth';

/**
 * Operator endpoints behind header `x-admin-token` = config.ADMIN_TOKEN (compared in constant
 * time). The admin CLI calls these when a server is running (PGlite allows one process).
 */
export async function adminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  requireAdminToken(app);

  app.get('/wps/admin/system/settings', async () => ok(await describeSettings(app.db)));

  const flagParams = z.object({ flag: featureFlagSchema });
  app.put(
    '/wps/admin/system/flags/:flag',
    { schema: { params: flagParams, body: adminFlagRequestSchema } },
    async (request) => {
      const { flag } = request.params;
      const { value } = request.body;
      return ok(await applyAdminCommand(app.db, { kind: 'flag', flag, value }));
    },
  );

  // One language of a banner's or announcement's texts (docs/i18n.md "Operator content"). Any language code may be
  // written ahead of its entry in the picker; players see it once their site language is that one.
  const translationParams = z
    .object({
      kind: z.enum(['banner', 'announcement']),
      id: rowIdParam(),
      language: z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/),
    })
    .strict();
  const translationBody = z
    .object({ title: z.string().trim().min(1).max(200), content: z.string().max(20_000).optional() })
    .strict();
  app.put(
    '/wps/admin/content/:kind/:id/translations/:language',
    { schema: { params: translationParams, body: translationBody } },
    async (request) => {
      const { kind, id, language } = request.params;
      const saved = await translateContent(app.db, kind, id, language, request.body);
      if (!saved) throw new AppError(404, ERROR_CODES.NOT_FOUND, `No ${kind} ${id}`);
      return ok({ kind, id, language });
    },
  );

  app.put('/wps/admin/system/status', { schema: { body: adminStatusRequestSchema } }, async (request) => {
    const status = request.body;
    return ok(await applyAdminCommand(app.db, { kind: 'status', status }));
  });
}
