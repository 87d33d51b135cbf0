import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  balanceAdjustmentRequestSchema,
  balanceAdjustmentSchema,
  type BalanceAdjustmentRequest,
} from '@site/shared/schemas';
import { fourEyesRequestSchema } from '@site/shared/schemas/operator';
import { successEnvelope } from '../../http/response-contract';
import { ok, parse } from '../../http/reply';
import { staffActor, type StaffActor } from '../../plugins/staff-auth';
import type { DbOrTrx } from '../../db/with-transaction';
import { withAudit } from '../audit/audit.service';
import { decideFourEyes, requestFourEyes } from '../staff/four-eyes.service';
import { withTransaction } from '../../db/with-transaction';
import { adjustBalance, memberAdjustments } from './adjustments.service';

const accountQuery = z.object({ account: z.string().trim().min(1).max(40) }).strict();
/** A decided four-eyes request and, when confirmed, the adjustment made. */
const decidedSchema = z.object({
  request: fourEyesRequestSchema,
  result: balanceAdjustmentSchema.nullable(),
});
const requestIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** The adjustment and its audit row in one transaction (`confirmedBy` when a second staff member made it). */
function adjustAudited(db: DbOrTrx, who: StaffActor, body: BalanceAdjustmentRequest, actor: string) {
  return withAudit(db, who, async (trx) => {
    const result = await adjustBalance(trx, body, actor);
    return {
      result,
      audit: {
        action: 'wallet.adjust',
        entity: 'wallet',
        entityId: body.account,
        before: { balance: Math.round((result.balanceAfter - body.amount) * 100) / 100 },
        after: { balance: result.balanceAfter, amount: body.amount, transactionId: result.transactionId },
        reason: body.reason,
      },
    };
  });
}

/**
 * Staff balance adjustments (docs/payments.md, docs/back-office.md "Four-eyes"): above FOUR_EYES_LIMIT (either
 * sign) the adjustment is a pending request (202) that a second staff member with `wallet.adjust.confirm` makes.
 */
export async function adjustmentsRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/wps/admin/wallet/adjustments',
    { config: { permission: 'wallet.adjust' } },
    async (request, reply) => {
      const body = parse(balanceAdjustmentRequestSchema, request.body);
      const who = staffActor(request);
      if (Math.abs(body.amount) > app.config.FOUR_EYES_LIMIT) {
        const fourEyes = await withTransaction(app.db, (trx) =>
          requestFourEyes(trx, who, {
            kind: 'wallet.adjust',
            amount: Math.abs(body.amount),
            payload: { request: body },
            summary: { account: body.account, amount: body.amount, reason: body.reason },
            reason: body.reason,
          }),
        );
        return reply.code(202).send(ok({ fourEyes }));
      }
      return ok(await adjustAudited(app.db, who, body, who.actor));
    },
  );
  app.get('/wps/admin/wallet/adjustments', { config: { permission: 'members.read' } }, async (request) =>
    ok(await memberAdjustments(app.db, parse(accountQuery, request.query).account)),
  );
  for (const [verb, decision] of [
    ['confirm', 'confirmed'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(
      `/wps/admin/wallet/adjustments/requests/:id/${verb}`,
      {
        config: { permission: 'wallet.adjust.confirm' },
        schema: { response: { 200: successEnvelope(decidedSchema) } },
      },
      async (request) => {
        const { id } = parse(requestIdParams, request.params);
        const who = staffActor(request);
        return ok(
          await decideFourEyes(app.db, who, id, 'wallet.adjust', decision, (trx, payload, requestedBy) =>
            adjustAudited(trx, who, payload.request as BalanceAdjustmentRequest, requestedBy),
          ),
        );
      },
    );
  }
}
