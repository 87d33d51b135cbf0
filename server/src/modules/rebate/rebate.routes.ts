import type { FastifyInstance } from 'fastify';
import { rebateClaimRequestSchema } from '@site/shared/schemas';
import { ok, parse } from '../../http/reply';
import { claimRebate, rebateSummary } from './rebate.service';

/** Manual rebate (docs/rebate.md): what is claimable now, the rates, past claims; and the claim itself. */
export async function rebateRoutes(app: FastifyInstance): Promise<void> {
  const member = { preHandler: app.requireSession };
  app.get('/wps/v2/rebate', member, async (request) =>
    ok(await rebateSummary(app.db, request.session.memberId)),
  );
  app.post('/wps/v2/rebate/claims', member, async (request) => {
    const { requestKey } = parse(rebateClaimRequestSchema, request.body);
    return ok(await claimRebate(app.db, request.session.memberId, requestKey));
  });
}
