import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  depositDeskQuerySchema,
  depositIdParamsSchema,
  depositMarkPaidRequestSchema,
  memberIdParamsSchema,
  memberLedgerQuerySchema,
  memberSearchQuerySchema,
  memberStatusRequestSchema,
  MEMBER_STATUS_ACTIONS,
  withdrawalQueueQuerySchema,
} from '@site/shared/schemas/operator';
import { ok } from '../../http/reply';
import { staffActor } from '../../plugins/staff-auth';
import { audit } from '../audit/audit.service';
import { markDepositPaid } from '../payments/deposit-manual.service';
import { changeMemberStatus } from './member-status.service';
import {
  dashboard,
  depositOrders,
  memberLedger,
  memberProfile,
  searchMembers,
  withdrawalQueue,
} from './back-office.service';

/**
 * The back office's desk calls (docs/back-office.md). Each declares the permission it needs; the staff permission
 * hook (server/src/plugins/staff-auth.ts) is the gate: 401 without a credential, 403 without the permission.
 */
export async function backOfficeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/wps/admin/dashboard', { config: { permission: 'dashboard.read' } }, async () =>
    ok(await dashboard(app.db)),
  );
  app.get(
    '/wps/admin/withdrawals/queue',
    { config: { permission: 'withdrawals.read' }, schema: { querystring: withdrawalQueueQuerySchema } },
    async (request) => ok(await withdrawalQueue(app.db, request.query)),
  );
  app.get(
    '/wps/admin/members',
    { config: { permission: 'members.read' }, schema: { querystring: memberSearchQuerySchema } },
    async (request) => ok(await searchMembers(app.db, request.query)),
  );
  app.get(
    '/wps/admin/members/:id',
    { config: { permission: 'members.read' }, schema: { params: memberIdParamsSchema } },
    async (request) => ok(await memberProfile(app.db, request.params.id)),
  );
  app.get(
    '/wps/admin/members/:id/ledger',
    {
      config: { permission: 'members.read' },
      schema: { params: memberIdParamsSchema, querystring: memberLedgerQuerySchema },
    },
    async (request) => ok(await memberLedger(app.db, request.params.id, request.query)),
  );
  // Member status (docs/back-office.md "Member status"): lock, unlock, force a password change; each audited.
  for (const action of MEMBER_STATUS_ACTIONS) {
    app.post(
      `/wps/admin/members/:id/${action}`,
      {
        config: { permission: 'members.manage' },
        schema: { params: memberIdParamsSchema, body: memberStatusRequestSchema },
      },
      async (request) =>
        ok(await changeMemberStatus(app.db, request, request.params.id, action, request.body.reason)),
    );
  }
  app.get(
    '/wps/admin/deposits',
    { config: { permission: 'deposits.read' }, schema: { querystring: depositDeskQuerySchema } },
    async (request) => ok(await depositOrders(app.db, request.query)),
  );
  app.post(
    '/wps/admin/deposits/:id/mark-paid',
    {
      config: { permission: 'deposits.mark-paid' },
      schema: { params: depositIdParamsSchema, body: depositMarkPaidRequestSchema },
    },
    async (request) =>
      ok(
        await markDepositPaid(
          app.db,
          request.params.id,
          request.body,
          staffActor(request).actor,
          (trx, before, after) =>
            audit
              .record(trx, request, {
                action: 'deposit.mark-paid',
                entity: 'deposit',
                entityId: request.params.id,
                before: before as Record<string, unknown>,
                after: after as Record<string, unknown>,
                reason: request.body.reason,
              })
              .then(() => undefined),
        ),
      ),
  );
}
