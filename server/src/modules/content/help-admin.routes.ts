import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminHelpTopicInputSchema,
  adminHelpTopicQuerySchema,
  contentIdParamsSchema,
  contentMoveSchema,
} from '@site/shared/schemas/operator';
import { ok } from '../../http/reply';
import {
  createHelpTopic,
  deleteHelpTopic,
  editHelpTopic,
  listAdminHelpTopics,
  moveHelpTopic,
} from './help-admin.service';

/** The back office's help topics (docs/back-office.md "Content: notices, help and links"). */
export async function helpAdminRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const manage = { permission: 'content.manage' } as const;
  typed.get(
    '/wps/admin/content/help-topics',
    { config: { permission: 'content.read' }, schema: { querystring: adminHelpTopicQuerySchema } },
    async (req) => ok(await listAdminHelpTopics(app.db, req.query.language, req.query.device)),
  );
  typed.post(
    '/wps/admin/content/help-topics',
    { config: manage, schema: { body: adminHelpTopicInputSchema } },
    async (req) => ok(await createHelpTopic(app.db, req, req.body)),
  );
  typed.put(
    '/wps/admin/content/help-topics/:id',
    { config: manage, schema: { params: contentIdParamsSchema, body: adminHelpTopicInputSchema } },
    async (req) => ok(await editHelpTopic(app.db, req, req.params.id, req.body)),
  );
  typed.delete(
    '/wps/admin/content/help-topics/:id',
    { config: manage, schema: { params: contentIdParamsSchema } },
    async (req) => ok(await deleteHelpTopic(app.db, req, req.params.id)),
  );
  typed.post(
    '/wps/admin/content/help-topics/:id/move',
    { config: manage, schema: { params: contentIdParamsSchema, body: contentMoveSchema } },
    async (req) => ok(await moveHelpTopic(app.db, req, req.params.id, req.body.direction)),
  );
}
