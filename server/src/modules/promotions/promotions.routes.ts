import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ERROR_CODES,
  adminApplicationsQuerySchema,
  adminDecisionSchema,
  adminPromotionSchema,
  winnerBoardQuerySchema,
  applicationImageParamsSchema,
  promotionApplySchema,
  promotionIdParamsSchema,
  promotionListQuerySchema,
} from '@site/shared/schemas';
import { AppError } from '../../errors';
import { auditedEdit, withAudit } from '../audit/audit.service';
import { ok } from '../../http/reply';
import { languageFromHeader } from '../../lib/request-language';
import { requireRealAccount } from '../games/player';
import { readImage } from './application-images';
import { bonusDetails } from './bonus.service';
import * as promotions from './promotions.service';
import {
  applications,
  createPromotion,
  decide,
  listForOperator,
  replacePromotion,
} from './promotions-admin.service';
import { WINNER_BOARD_TTL_MS, cachedWinnerBoard } from './winner-board.service';

/** Three base64 images of 5 MB plus the remark: the one route allowed past the 1 MB default. */
const APPLY_BODY_LIMIT = 24 * 1024 * 1024;

async function sendImage(
  app: FastifyInstance,
  reply: FastifyReply,
  application: { id: number; images: string[] } | undefined,
  n: number,
) {
  if (!application) throw new AppError(404, ERROR_CODES.PROMOTION_IMAGE_NOT_FOUND, 'Image not found');
  const image = await readImage(app.config.DATA_DIR, application.id, n, application.images);
  return reply
    .header('content-type', image.contentType)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(image.bytes);
}

/** Public + member calls (docs/promotions.md "Calls"). A visitor sees every promotion with state `join`. */
/** The site language the front asks in: promotions answer their texts in it (docs/i18n.md "Operator content"). */
const language = (request: FastifyRequest) => languageFromHeader(request.headers['accept-language']);

export async function promotionsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: app.requireSession };
  // Lists answer visitors too; a request that carries a token must carry a valid one (401, not a silent visitor).
  const optional = {
    preValidation: async (request: FastifyRequest, reply: Parameters<typeof app.requireSession>[1]) => {
      if (request.headers.authorization || request.headers['token']) await app.requireSession(request, reply);
    },
  };
  const viewer = (request: FastifyRequest) => request.session?.memberId ?? null;

  app.get('/wps/promotions/categories', async () => ok(await promotions.categories(app.db)));
  // Public and the same for everyone: cached here and in the browser for the cache's own half minute.
  const winners = cachedWinnerBoard(app.db);
  app.get(
    '/wps/promotions/winners',
    { schema: { querystring: winnerBoardQuerySchema } },
    async (request, reply) => {
      reply.header('cache-control', `public, max-age=${WINNER_BOARD_TTL_MS / 1000}`);
      return ok(await winners(request.query.limit));
    },
  );
  app.get(
    '/wps/promotions',
    { ...optional, schema: { querystring: promotionListQuerySchema } },
    async (request) =>
      ok(
        await promotions.list(app.db, viewer(request), request.query.category, new Date(), language(request)),
      ),
  );
  app.get('/wps/promotions/bonuses', auth, async (request) =>
    ok(await bonusDetails(app.db, request.session.memberId, new Date())),
  );
  app.get(
    '/wps/promotions/:id',
    { ...optional, schema: { params: promotionIdParamsSchema } },
    async (request) =>
      ok(await promotions.detail(app.db, viewer(request), request.params.id, new Date(), language(request))),
  );
  app.post(
    '/wps/promotions/:id/claim',
    { ...auth, schema: { params: promotionIdParamsSchema } },
    async (request) => {
      const { memberId } = requireRealAccount(request);
      return ok(await promotions.claim(app.db, memberId, request.params.id, new Date()));
    },
  );
  app.post(
    '/wps/promotions/:id/apply',
    {
      ...auth,
      bodyLimit: APPLY_BODY_LIMIT,
      schema: { params: promotionIdParamsSchema, body: promotionApplySchema },
    },
    async (request) => {
      const { memberId } = requireRealAccount(request);
      const { dataDir, now } = { dataDir: app.config.DATA_DIR, now: new Date() };
      return ok(await promotions.apply(app.db, dataDir, memberId, request.params.id, request.body, now));
    },
  );
  // The owner's images only: someone else's application answers like a missing one.
  app.get(
    '/wps/promotions/applications/:id/images/:n',
    { ...auth, schema: { params: applicationImageParamsSchema } },
    async (request, reply) => {
      const application = await promotions.findApplicationForImages(app.db, request.params.id);
      const own = application?.member_id === request.session.memberId ? application : undefined;
      return sendImage(app, reply, own, request.params.n);
    },
  );
}

/** Operator calls behind `x-admin-token` (same credential and constant-time check as the system admin routes). */
export async function promotionsAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/wps/admin/promotions/applications',
    { config: { permission: 'promotions.read' }, schema: { querystring: adminApplicationsQuerySchema } },
    async (request) => ok(await applications(app.db, request.query.status)),
  );
  app.get('/wps/admin/promotions', { config: { permission: 'promotions.read' } }, async () =>
    ok(await listForOperator(app.db)),
  );
  app.post(
    '/wps/admin/promotions',
    { config: { permission: 'promotions.manage' }, schema: { body: adminPromotionSchema } },
    async (request) =>
      ok(
        await auditedEdit(app.db, request, {
          action: 'promotion.create',
          entity: 'promotion',
          run: (trx) => createPromotion(trx, request.body),
        }),
      ),
  );
  app.put(
    '/wps/admin/promotions/:id',
    {
      config: { permission: 'promotions.manage' },
      schema: { params: promotionIdParamsSchema, body: adminPromotionSchema },
    },
    async (request) =>
      ok(
        await auditedEdit(app.db, request, {
          action: 'promotion.replace',
          entity: 'promotion',
          before: async (trx) => (await listForOperator(trx)).find((p) => p.id === request.params.id),
          run: (trx) => replacePromotion(trx, request.params.id, request.body),
        }),
      ),
  );
  app.get(
    '/wps/admin/promotions/applications/:id/images/:n',
    { config: { permission: 'promotions.read' }, schema: { params: applicationImageParamsSchema } },
    async (request, reply) =>
      sendImage(
        app,
        reply,
        await promotions.findApplicationForImages(app.db, request.params.id),
        request.params.n,
      ),
  );
  for (const [action, decision] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(
      `/wps/admin/promotions/applications/:id/${action}`,
      {
        config: { permission: 'promotions.decide' },
        schema: { params: promotionIdParamsSchema, body: adminDecisionSchema },
      },
      async (request) => {
        const { id } = request.params;
        const decided = await withAudit(app.db, request, async (trx) => ({
          result: await decide(trx, id, decision, request.body.remark, new Date()),
          audit: {
            action: `promotion-application.${action}`,
            entity: 'promotion-application',
            entityId: id,
            before: { status: 'pending' },
            after: { status: decision },
            reason: request.body.remark,
          },
        }));
        return ok(decided);
      },
    );
  }
}
