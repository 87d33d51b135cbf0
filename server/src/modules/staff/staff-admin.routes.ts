import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  staffCreateRequestSchema,
  staffEnrolmentLinkSchema,
  staffListItemSchema,
  staffIdParamsSchema,
  staffReasonRequestSchema,
  staffRoleRequestSchema,
} from '@site/shared/schemas/operator';
import { z } from 'zod';
import { ok } from '../../http/reply';
import { successEnvelope } from '../../http/response-contract';
import { staffActor } from '../../plugins/staff-auth';
import { changeRole, createStaff, resetTwoFactor, setLocked, staffList } from './staff-admin.service';

/** Staff management (`staff.manage`): every change audited with its reason (docs/back-office.md). */
const answers = (value: z.ZodType) => ({ 200: successEnvelope(value) });

export async function staffAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { permission: 'staff.manage' } as const;
  app.get(
    '/wps/admin/staff',
    { config, schema: { response: answers(z.array(staffListItemSchema)) } },
    async () => ok(await staffList(app.db)),
  );
  app.post(
    '/wps/admin/staff',
    { config, schema: { body: staffCreateRequestSchema, response: answers(staffEnrolmentLinkSchema) } },
    async (request) => ok(await createStaff(app.db, staffActor(request), request.body)),
  );
  app.put(
    '/wps/admin/staff/:id/role',
    {
      config,
      schema: {
        params: staffIdParamsSchema,
        body: staffRoleRequestSchema,
        response: answers(staffListItemSchema),
      },
    },
    async (request) =>
      ok(
        await changeRole(
          app.db,
          staffActor(request),
          request.params.id,
          request.body.role,
          request.body.reason,
        ),
      ),
  );
  for (const [verb, locked] of [
    ['lock', true],
    ['unlock', false],
  ] as const) {
    app.post(
      `/wps/admin/staff/:id/${verb}`,
      {
        config,
        schema: {
          params: staffIdParamsSchema,
          body: staffReasonRequestSchema,
          response: answers(staffListItemSchema),
        },
      },
      async (request) =>
        ok(await setLocked(app.db, staffActor(request), request.params.id, locked, request.body.reason)),
    );
  }
  app.post(
    '/wps/admin/staff/:id/reset-2fa',
    {
      config,
      schema: {
        params: staffIdParamsSchema,
        body: staffReasonRequestSchema,
        response: answers(staffEnrolmentLinkSchema),
      },
    },
    async (request) =>
      ok(await resetTwoFactor(app.db, staffActor(request), request.params.id, request.body.reason)),
  );
}
