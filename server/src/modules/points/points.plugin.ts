import type { FastifyInstance } from 'fastify';
import { pointsRoutes } from './points.routes';
import { accrue } from './points.service';
import { rewardsAdminRoutes, rewardsRoutes } from './rewards.routes';

/** Points domain: calls, the points mall (catalogue, redemptions, operator decisions) and the accrual job (idempotent per settled round, keyed `bet:<id>`). */
export async function pointsPlugin(app: FastifyInstance): Promise<void> {
  app.jobs.define({
    name: 'points.accrue',
    everyMs: 60_000,
    run: async ({ db, now }) => void (await accrue(db, now)),
  });
  await app.register(pointsRoutes);
  await app.register(rewardsRoutes);
  await app.register(rewardsAdminRoutes);
}
