import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pointConvertSchema } from '@site/shared/schemas';
import { ok } from '../../http/reply';
import { requireRealAccount } from '../games/player';
import * as points from './points.service';

/** Points calls (relay names: getPointConfig, MCS2_getPointBalance, ODSFE2_MemTransDet, MCS2_convertPoint). */
export async function pointsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: app.requireSession };
  app.get('/wps/points/config', async () => ok(points.config()));
  app.get('/wps/points/balance', auth, async (request) =>
    ok(await points.balance(app.db, request.session.memberId)),
  );
  app.get('/wps/points/history', auth, async (request) =>
    ok(await points.history(app.db, request.session.memberId)),
  );
  app.post('/wps/points/convert', { ...auth, schema: { body: pointConvertSchema } }, async (request) => {
    const { memberId } = requireRealAccount(request);
    return ok(await points.convert(app.db, memberId, request.body));
  });
}
