import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  depositLimitPeriodSchema,
  setDepositLimitRequestSchema,
  takeBreakRequestSchema,
} from '@site/shared/schemas';
import { ok, parse } from '../../http/reply';
import { responsibleGaming, setDepositLimit, takeBreak } from './responsible-gaming.service';

const periodParams = z.object({ period: depositLimitPeriodSchema });

/** The member's own limits and breaks (docs/responsible-gaming.md); shown in the security centre. */
export async function responsibleGamingRoutes(app: FastifyInstance): Promise<void> {
  const member = { preHandler: app.requireSession };
  app.get('/wps/v2/responsible-gaming', member, async (request) =>
    ok(await responsibleGaming(app.db, request.session.memberId)),
  );
  app.put('/wps/v2/responsible-gaming/deposit-limits/:period', member, async (request) => {
    const { period } = parse(periodParams, request.params);
    const { amount } = parse(setDepositLimitRequestSchema, request.body);
    return ok(await setDepositLimit(app.db, request.session.memberId, period, amount));
  });
  app.post('/wps/v2/responsible-gaming/break', member, async (request) =>
    ok(await takeBreak(app.db, request.session.memberId, parse(takeBreakRequestSchema, request.body))),
  );
}
