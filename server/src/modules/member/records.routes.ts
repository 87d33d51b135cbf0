import type { FastifyInstance } from 'fastify';
import { recordsQuerySchema } from '@site/shared/schemas';
import { ok, parse } from '../../http/reply';
import { accountRecords, betRecords, personalProfit } from './records.service';

/** The member's own records (transactionHistory, personalHistoryCopy, personalProfit); the session decides whose. */
export async function recordsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/wps/v2/records/account', { preHandler: app.requireSession }, async (request) =>
    ok(await accountRecords(app.db, request.session.memberId, parse(recordsQuerySchema, request.query))),
  );
  app.get('/wps/v2/records/bets', { preHandler: app.requireSession }, async (request) =>
    ok(await betRecords(app.db, request.session.memberId, parse(recordsQuerySchema, request.query))),
  );
  app.get('/wps/v2/records/profit', { preHandler: app.requireSession }, async (request) =>
    ok(await personalProfit(app.db, request.session.memberId, parse(recordsQuerySchema, request.query))),
  );
}
