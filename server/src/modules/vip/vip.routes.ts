import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/reply';
import { vipStatus } from './vip.service';

/** The member's VIP level, progress and every level's benefits. */
export async function vipRoutes(app: FastifyInstance): Promise<void> {
  app.get('/wps/v2/vip', { preHandler: app.requireSession }, async (request) =>
    ok(await vipStatus(app.db, request.session.memberId)),
  );
}
