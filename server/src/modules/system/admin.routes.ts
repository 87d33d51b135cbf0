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
import { sanitizeHtmlText } from '@site/shared/html/text';
import {
  contentTranslationInputSchema,
  registerFieldParamsSchema,
  registerRuleRequestSchema,
} from '@site/shared/schemas/operator';
import { AppError } from '../../errors';
import { ok } from '../../http/reply';
import { withAudit } from '../audit/audit.service';
import {
  applyAuditedAdminCommand,
  describeSettings,
  siteOverview,
  updateRegisterRule,
} from './admin.service';
import { translateContent } from './content.service';
import { findContentTranslation } from './content.repository';

/**
 * Operator settings behind the staff gate (a staff session with the permission, or the automation token the admin
 * CLI uses when a server runs). Every change writes its audit row, before and after, in its transaction.
 */
export async function adminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/wps/admin/system/settings', { config: { permission: 'system.read' } }, async () =>
    ok(await describeSettings(app.db)),
  );

  const flagParams = z.object({ flag: featureFlagSchema });
  app.put(
    '/wps/admin/system/flags/:flag',
    { config: { permission: 'system.manage' }, schema: { params: flagParams, body: adminFlagRequestSchema } },
    async (request) => {
      const { flag } = request.params;
      const { value, reason } = request.body;
      return ok(
        await applyAuditedAdminCommand(app.db, request, { kind: 'flag', flag, value }, reason ?? null),
      );
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
  app.put(
    '/wps/admin/content/:kind/:id/translations/:language',
    {
      config: { permission: 'content.manage' },
      schema: { params: translationParams, body: contentTranslationInputSchema },
    },
    async (request) => {
      const { kind, id, language } = request.params;
      // An announcement's body is operator HTML: through the apps' allow-list before it is stored, as on its form.
      const { title, content } = request.body;
      const text = content === undefined ? { title } : { title, content: sanitizeHtmlText(content) };
      return ok(
        await withAudit(app.db, request, async (trx) => {
          const before = await findContentTranslation(trx, kind, id, language);
          const saved = await translateContent(trx, kind, id, language, text);
          if (!saved)
            throw new AppError(404, ERROR_CODES.CONTENT_TRANSLATION_TARGET_NOT_FOUND, `No ${kind} ${id}`);
          return {
            result: { kind, id, language },
            audit: {
              action: 'content.translate',
              entity: kind,
              entityId: `${id}:${language}`,
              before: before ?? null,
              after: text,
            },
          };
        }),
      );
    },
  );

  app.put(
    '/wps/admin/system/status',
    { config: { permission: 'system.manage' }, schema: { body: adminStatusRequestSchema } },
    async (request) => {
      const { reason, ...status } = request.body;
      return ok(await applyAuditedAdminCommand(app.db, request, { kind: 'status', status }, reason ?? null));
    },
  );

  // The back office's Site screen (docs/back-office.md "Site").
  app.get('/wps/admin/system/site', { config: { permission: 'system.read' } }, async () =>
    ok(await siteOverview(app.db)),
  );
  app.put(
    '/wps/admin/system/register-rules/:field',
    {
      config: { permission: 'system.manage' },
      schema: { params: registerFieldParamsSchema, body: registerRuleRequestSchema },
    },
    async (request) => {
      const { field } = request.params;
      const { reason, ...rule } = request.body;
      return ok(
        await withAudit(app.db, request, async (trx) => {
          const before = await updateRegisterRule(trx, field, rule);
          const audit = { action: 'site.register-rule', entity: 'register-rule', entityId: field, reason };
          return { result: await siteOverview(trx), audit: { ...audit, before, after: rule } };
        }),
      );
    },
  );
}
