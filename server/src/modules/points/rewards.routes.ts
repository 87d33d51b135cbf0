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
import { ok } from '../../http/reply';
import { languageFromHeader } from '../../lib/request-language';
import { adminActor, requireAdminToken } from '../../plugins/admin-auth';
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
  requireAdminToken(app);
  app.get('/wps/admin/points/rewards', async () => ok(await listRewardsForOperator(app.db)));
  app.post('/wps/admin/points/rewards', { schema: { body: adminRewardSchema } }, async (request) => {
    const created = await createReward(app.db, request.body);
    request.log.info(
      { audit: 'reward.create', actor: adminActor(request), reward: created.id, code: created.code },
      'operator action',
    );
    return ok(created);
  });
  app.patch(
    '/wps/admin/points/rewards/:id',
    { schema: { params: adminRewardParamsSchema, body: adminRewardPatchSchema } },
    async (request) => {
      const edited = await editReward(app.db, request.params.id, request.body);
      // The changed field names, not their values: names and amounts are in the answer and the row.
      request.log.info(
        {
          audit: 'reward.edit',
          actor: adminActor(request),
          reward: edited.id,
          code: edited.code,
          fields: Object.keys(request.body),
        },
        'operator action',
      );
      return ok(edited);
    },
  );
  app.get(
    '/wps/admin/points/redemptions',
    { schema: { querystring: adminRedemptionsQuerySchema } },
    async (request) => ok(await redemptionsForOperator(app.db, request.query.status)),
  );
  for (const [action, decision] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(
      `/wps/admin/points/redemptions/:id/${action}`,
      { schema: { params: pointRedemptionIdParamsSchema, body: adminRedemptionDecisionSchema } },
      async (request) => {
        const decided = await decideRedemptionAsOperator(
          app.db,
          request.params.id,
          decision,
          request.body.remark,
          new Date(),
        );
        request.log.info(
          { audit: `redemption.${decision}`, actor: adminActor(request), redemption: decided.id },
          'operator action',
        );
        return ok(decided);
      },
    );
  }
}
