import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminNoticeInputSchema,
  adminPopupRuleSchema,
  contentIdParamsSchema,
  contentMoveSchema,
} from '@site/shared/schemas/operator';
import { ok } from '../../http/reply';
import {
  createNotice,
  deleteNoticeById,
  editNotice,
  listAdminNotices,
  moveNotice,
  savePopupRule,
} from './notice-admin.service';

/** The back office's notices and popups (docs/back-office.md "Content: notices, help and links"). */
export async function noticeAdminRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const manage = { permission: 'content.manage' } as const;
  typed.get('/wps/admin/content/notices', { config: { permission: 'content.read' } }, async () =>
    ok(await listAdminNotices(app.db, await app.clock.now())),
  );
  typed.post(
    '/wps/admin/content/notices',
    { config: manage, schema: { body: adminNoticeInputSchema } },
    async (req) => ok(await createNotice(app.db, req, req.body, await app.clock.now())),
  );
  typed.put(
    '/wps/admin/content/notices/:id',
    { config: manage, schema: { params: contentIdParamsSchema, body: adminNoticeInputSchema } },
    async (req) => ok(await editNotice(app.db, req, req.params.id, req.body, await app.clock.now())),
  );
  typed.delete(
    '/wps/admin/content/notices/:id',
    { config: manage, schema: { params: contentIdParamsSchema } },
    async (req) => ok(await deleteNoticeById(app.db, req, req.params.id, await app.clock.now())),
  );
  typed.post(
    '/wps/admin/content/notices/:id/move',
    { config: manage, schema: { params: contentIdParamsSchema, body: contentMoveSchema } },
    async (req) =>
      ok(await moveNotice(app.db, req, req.params.id, req.body.direction, await app.clock.now())),
  );
  typed.put(
    '/wps/admin/content/popup-rule',
    { config: manage, schema: { body: adminPopupRuleSchema } },
    async (req) => ok(await savePopupRule(app.db, req, req.body)),
  );
}
