import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuerySchema } from '@site/shared/schemas/operator';
import { ok } from '../../http/reply';
import { successEnvelope } from '../../http/response-contract';
import { auditPage } from './audit.service';

/** The audit trail, searchable by staff, entity (and id) and time (`audit.read`). */
export async function auditRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/wps/admin/audit',
    {
      config: { permission: 'audit.read' },
      schema: { querystring: auditQuerySchema, response: { 200: successEnvelope(auditPageSchema) } },
    },
    async (request) => {
      const { page, pageSize, from, to, ...rest } = request.query;
      const filter = { ...rest, from: from ? new Date(from) : undefined, to: to ? new Date(to) : undefined };
      return ok(auditPageSchema.parse(await auditPage(app.db, filter, page, pageSize)));
    },
  );
}
