import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { missionIdParamsSchema, missionLeaderboardQuerySchema } from '@site/shared/schemas';
import { ok } from '../../http/reply';
import { catalogueAdminRoutes } from '../../http/catalogue-admin-routes';
import { requireRealAccount } from '../games/player';
import { leaderboard } from './missions-leaderboard.service';
import { createMission, listMissionsForOperator, replaceMission } from './missions-admin.service';
import { adminMissionParamsSchema, adminMissionSchema } from './missions.schema';
import { claimMission, missionSummary, pendingCount } from './missions.service';

/**
 * Member calls (docs/promotions.md "Missions and leaderboard"). Every call works on the session's member only: no
 * member id travels in a request, so one member cannot read or claim for another.
 */
export async function missionsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: app.requireSession };
  app.get('/wps/missions', auth, async (request) =>
    ok(await missionSummary(app.db, request.session.memberId, new Date())),
  );
  app.get('/wps/missions/pending', auth, async (request) =>
    ok(await pendingCount(app.db, request.session.memberId, new Date())),
  );
  app.get(
    '/wps/missions/leaderboard',
    { ...auth, schema: { querystring: missionLeaderboardQuerySchema } },
    async (request) => {
      const { period, limit } = request.query;
      return ok(await leaderboard(app.db, request.session.memberId, period, limit, new Date()));
    },
  );
  app.post(
    '/wps/missions/:id/claim',
    { ...auth, schema: { params: missionIdParamsSchema } },
    async (request) => {
      const { memberId } = requireRealAccount(request);
      return ok(await claimMission(app.db, memberId, request.params.id, new Date()));
    },
  );
}

/** Operator calls over the missions catalogue (http/catalogue-admin-routes.ts). */
export async function missionsAdminRoutes(app: FastifyInstance): Promise<void> {
  await catalogueAdminRoutes(app, {
    permission: 'missions.manage',
    path: '/wps/admin/missions',
    bodySchema: adminMissionSchema,
    paramsSchema: adminMissionParamsSchema,
    audit: 'mission',
    list: listMissionsForOperator,
    create: createMission,
    replace: replaceMission,
  });
}
