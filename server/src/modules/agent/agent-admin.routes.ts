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
import { staffActor } from '../../plugins/staff-auth';
import { auditedEdit, withAudit } from '../audit/audit.service';
import {
  createAgentAnnouncement,
  deleteAgentAnnouncement,
  editAgentAnnouncement,
  listAgentAnnouncementsForAdmin,
  lockAgentAnnouncement,
} from './announcement-admin.service';
import { contractHistory, endContractByOperator, listAdminContracts } from './contract-admin.service';

/**
 * The back office's agent contracts and agent announcements (docs/back-office.md "Agents: contracts and
 * announcements"): `agents.read` reads, `agents.manage` changes; every change is audited in its transaction.
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
    async (req) =>
      ok(
        await withAudit(app.db, req, async (trx) => {
          const ended = await endContractByOperator(trx, staffActor(req), req.params.id, req.body.reason);
          return {
            result: ended.contract,
            audit: {
              action: 'agent-contract.end',
              entity: 'agent-contract',
              entityId: req.params.id,
              before: ended.before,
              after: { ...ended.after, endReason: 'BY_OPERATOR' },
              reason: req.body.reason,
            },
          };
        }),
      ),
  );

  typed.get('/wps/admin/agent/announcements', { config: read }, async () =>
    ok(await listAgentAnnouncementsForAdmin(app.db)),
  );
  typed.post(
    '/wps/admin/agent/announcements',
    { config: manage, schema: { body: agentAnnouncementInputSchema } },
    async (req) => {
      const { reason, ...input } = req.body;
      return ok(
        await withAudit(app.db, req, async (trx) => {
          const created = await createAgentAnnouncement(trx, input);
          return {
            result: created,
            audit: {
              action: 'agent-announcement.create',
              entity: 'announcement',
              entityId: created.id,
              before: null,
              after: { ...created },
              reason: reason ?? null,
            },
          };
        }),
      );
    },
  );
  typed.put(
    '/wps/admin/agent/announcements/:id',
    {
      config: manage,
      schema: { params: agentAnnouncementIdParamsSchema, body: agentAnnouncementInputSchema },
    },
    async (req) => {
      const { reason, ...input } = req.body;
      const edited = await auditedEdit(app.db, req, {
        action: 'agent-announcement.edit',
        entity: 'announcement',
        before: (trx) => lockAgentAnnouncement(trx, req.params.id),
        run: (trx) => editAgentAnnouncement(trx, req.params.id, input),
        reason: reason ?? null,
      });
      return ok(edited);
    },
  );
  typed.post(
    '/wps/admin/agent/announcements/:id/delete',
    {
      config: manage,
      schema: { params: agentAnnouncementIdParamsSchema, body: agentAnnouncementDeleteRequestSchema },
    },
    async (req) =>
      ok(
        await withAudit(app.db, req, async (trx) => {
          const before = await deleteAgentAnnouncement(trx, req.params.id);
          return {
            result: { id: req.params.id, deleted: true as const },
            audit: {
              action: 'agent-announcement.delete',
              entity: 'announcement',
              entityId: req.params.id,
              before: { ...before },
              after: null,
              reason: req.body.reason,
            },
          };
        }),
      ),
  );
}
