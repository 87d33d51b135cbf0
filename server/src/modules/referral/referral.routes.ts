import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/reply';
import { referralSummary } from './referral.service';

/** The referrer's page: invite code and link, invited members, commission by day. */
export async function referralRoutes(app: FastifyInstance): Promise<void> {
  app.get('/wps/v2/referral', { preHandler: app.requireSession }, async (request) =>
    ok(await referralSummary(app.db, request.session.memberId)),
  );
}
