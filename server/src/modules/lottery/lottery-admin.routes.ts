import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  lotteryAdminIssueQuerySchema,
  lotteryIssueActionRequestSchema,
  lotteryIssueParamsSchema,
} from '@site/shared/schemas/operator';
import { ok } from '../../http/reply';
import {
  adminGames,
  adminIssueDetail,
  adminIssues,
  cancelIssue,
  resettleIssue,
} from './lottery-admin.service';

/** The back office's lottery desk (docs/back-office.md "Running the site"): `lottery.read` sees, `lottery.manage` acts. */
export async function lotteryAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const read = { permission: 'lottery.read' } as const;
  const manage = { permission: 'lottery.manage' } as const;
  const action = { params: lotteryIssueParamsSchema, body: lotteryIssueActionRequestSchema };

  app.get('/wps/admin/lottery/games', { config: read }, async () => ok(await adminGames(app.db, new Date())));
  app.get(
    '/wps/admin/lottery/issues',
    { config: read, schema: { querystring: lotteryAdminIssueQuerySchema } },
    async (request) => ok(await adminIssues(app.db, request.query, new Date())),
  );
  app.get(
    '/wps/admin/lottery/issues/:gameCode/:issueNo',
    { config: read, schema: { params: lotteryIssueParamsSchema } },
    async (request) =>
      ok(await adminIssueDetail(app.db, request.params.gameCode, request.params.issueNo, new Date())),
  );
  app.post(
    '/wps/admin/lottery/issues/:gameCode/:issueNo/cancel',
    { config: manage, schema: action },
    async (request) =>
      ok(
        await cancelIssue(
          app.db,
          request,
          request.params.gameCode,
          request.params.issueNo,
          request.body.reason,
        ),
      ),
  );
  app.post(
    '/wps/admin/lottery/issues/:gameCode/:issueNo/settle',
    { config: manage, schema: action },
    async (request) =>
      ok(
        await resettleIssue(
          app.db,
          request,
          request.params.gameCode,
          request.params.issueNo,
          request.body.reason,
        ),
      ),
  );
}
