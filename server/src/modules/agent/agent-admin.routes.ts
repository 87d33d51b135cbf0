import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminContractQuerySchema,
  agentAnnouncementDeleteRequestSchema,
  agentAnnouncementIdParamsSchema,
  agentAnnouncementInputSchema,
  contractEndRequestSchema,
  contractIdAdminParamsSchema,
} from '@site/shared/schemas/operator';
import { ok } from '../../http/reply';
import {
  createAgentAnnouncement,
  deleteAgentAnnouncement,
  editAgentAnnouncement,
  listAgentAnnouncementsForAdmin,
} from './announcement-admin.service';
import { contractHistory, endContractByOperator, listAdminContracts } from './contract-admin.service';

/**
 * The back office's agent contracts and agent announcements (docs/back-office.md "Agents: contracts and
 * announcements"): `agents.read` reads, `agents.manage` changes; the services audit every change in its transaction.
 */
export async function agentAdminRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const read = { permission: 'agents.read' } as const;
  const manage = { permission: 'agents.manage' } as const;

  typed.get(
    '/wps/admin/agent/contracts',
    { config: read, schema: { querystring: adminContractQuerySchema } },
    async (req) => ok(await listAdminContracts(app.db, req.query)),
  );
  typed.get(
    '/wps/admin/agent/contracts/:id/history',
    { config: read, schema: { params: contractIdAdminParamsSchema } },
    async (req) => ok(await contractHistory(app.db, req.params.id)),
  );
  typed.post(
    '/wps/admin/agent/contracts/:id/end',
    { config: manage, schema: { params: contractIdAdminParamsSchema, body: contractEndRequestSchema } },
    async (req) => ok(await endContractByOperator(app.db, req, req.params.id, req.body.reason)),
  );

  typed.get('/wps/admin/agent/announcements', { config: read }, async () =>
    ok(await listAgentAnnouncementsForAdmin(app.db)),
  );
  typed.post(
    '/wps/admin/agent/announcements',
    { config: manage, schema: { body: agentAnnouncementInputSchema } },
    async (req) => ok(await createAgentAnnouncement(app.db, req, req.body)),
  );
  typed.put(
    '/wps/admin/agent/announcements/:id',
    {
      config: manage,
      schema: { params: agentAnnouncementIdParamsSchema, body: agentAnnouncementInputSchema },
    },
    async (req) => ok(await editAgentAnnouncement(app.db, req, req.params.id, req.body)),
  );
  typed.post(
    '/wps/admin/agent/announcements/:id/delete',
    {
      config: manage,
      schema: { params: agentAnnouncementIdParamsSchema, body: agentAnnouncementDeleteRequestSchema },
    },
    async (req) => ok(await deleteAgentAnnouncement(app.db, req, req.params.id, req.body.reason)),
  );
}
