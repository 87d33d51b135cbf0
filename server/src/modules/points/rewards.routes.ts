import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ERROR_CODES,
  adminRedemptionDecisionSchema,
  adminRedemptionsQuerySchema,
  pointRedeemSchema,
  pointRedemptionIdParamsSchema,
  pointRedemptionListQuerySchema,
} from '@site/shared/schemas';
import { z } from 'zod';
import { AppError } from '../../errors';
import { auditedEdit, withAudit } from '../audit/audit.service';
import { ok } from '../../http/reply';
import { languageFromHeader } from '../../lib/request-language';
import { adminActor } from '../../plugins/admin-auth';
import { requireRealAccount } from '../games/player';
import { renderRewardImage, rewardImageEtag } from './reward-image';
import { decideRedemptionAsOperator, redemptionsForOperator } from './rewards-admin.service';
import { createReward, editReward, listRewardsForOperator } from './rewards-catalogue-admin.service';
import { adminRewardParamsSchema, adminRewardPatchSchema, adminRewardSchema } from './rewards.schema';
import { catalogue, findRewardForImage, myRedemption, myRedemptions, redeem } from './rewards.service';

const language = (request: FastifyRequest) => languageFromHeader(request.headers['accept-language']);
const imageParamsSchema = z.object({ file: z.string().max(80) }).strict();

/** Points mall calls (relay names: getPointReward, MCS2_redeemPointReward, getRedeemPointList). */
export async function rewardsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: app.requireSession };
  // The catalogue answers visitors; a request that carries a token must carry a valid one.
  const optional = {
    preValidation: async (request: FastifyRequest, reply: Parameters<typeof app.requireSession>[1]) => {
      if (request.headers.authorization || request.headers['token']) await app.requireSession(request, reply);
    },
  };
  app.get('/wps/points/rewards', optional, async (request) =>
    ok(await catalogue(app.db, request.session?.memberId ?? null, language(request), new Date())),
  );
  app.post(
    '/wps/points/rewards/redeem',
    { ...auth, schema: { body: pointRedeemSchema } },
    async (request) => {
      const { memberId } = requireRealAccount(request);
      return ok(await redeem(app.db, memberId, request.body, language(request), new Date()));
    },
  );
  app.get(
    '/wps/points/redemptions',
    { ...auth, schema: { querystring: pointRedemptionListQuerySchema } },
    async (request) =>
      ok(await myRedemptions(app.db, request.session.memberId, request.query, language(request))),
  );
  app.get(
    '/wps/points/redemptions/:id',
    { ...auth, schema: { params: pointRedemptionIdParamsSchema } },
    async (request) =>
      ok(await myRedemption(app.db, request.session.memberId, request.params.id, language(request))),
  );
  app.get('/wps/assets/rewards/:file', { schema: { params: imageParamsSchema } }, async (request, reply) => {
    const code = /^([A-Za-z0-9_-]+)\.svg$/.exec(request.params.file)?.[1];
    const reward = code ? await findRewardForImage(app.db, code) : undefined;
    if (!reward) throw new AppError(404, ERROR_CODES.NOT_FOUND, 'Image not found');
    const body = renderRewardImage({
      kind: reward.kind,
      color: reward.color,
      pointsCost: reward.points_cost,
    });
    const etag = rewardImageEtag(body);
    reply.header('cache-control', 'public, max-age=3600').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/svg+xml').header('x-content-type-options', 'nosniff').send(body);
  });
}

/** Operator calls behind `x-admin-token`, audited like the promotions' application decisions. */
export async function rewardsAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/wps/admin/points/rewards', { config: { permission: 'points.read' } }, async () =>
    ok(await listRewardsForOperator(app.db)),
  );
  app.post(
    '/wps/admin/points/rewards',
    { config: { permission: 'points.manage' }, schema: { body: adminRewardSchema } },
    async (request) =>
      ok(
        await auditedEdit(app.db, request, {
          action: 'reward.create',
          entity: 'reward',
          run: (trx) => createReward(trx, request.body),
        }),
      ),
  );
  app.patch(
    '/wps/admin/points/rewards/:id',
    {
      config: { permission: 'points.manage' },
      schema: { params: adminRewardParamsSchema, body: adminRewardPatchSchema },
    },
    async (request) =>
      ok(
        await auditedEdit(app.db, request, {
          action: 'reward.edit',
          entity: 'reward',
          before: async (trx) => (await listRewardsForOperator(trx)).find((r) => r.id === request.params.id),
          run: (trx) => editReward(trx, request.params.id, request.body),
        }),
      ),
  );
  app.get(
    '/wps/admin/points/redemptions',
    { config: { permission: 'points.read' }, schema: { querystring: adminRedemptionsQuerySchema } },
    async (request) => ok(await redemptionsForOperator(app.db, request.query.status)),
  );
  for (const [action, decision] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(
      `/wps/admin/points/redemptions/:id/${action}`,
      {
        config: { permission: 'points.decide' },
        schema: { params: pointRedemptionIdParamsSchema, body: adminRedemptionDecisionSchema },
      },
      async (request) => {
        const { id } = request.params;
        const decided = await withAudit(app.db, request, async (trx) => ({
          result: await decideRedemptionAsOperator(trx, id, decision, request.body.remark, new Date()),
          audit: {
            action: `point-redemption.${action}`,
            entity: 'point-redemption',
            entityId: id,
            before: { status: 'pending' },
            after: { status: decision },
            reason: request.body.remark,
          },
        }));
        request.log.info(
          { audit: `redemption.${decision}`, actor: adminActor(request), redemption: decided.id },
          'operator action',
        );
        return ok(decided);
      },
    );
  }
}
