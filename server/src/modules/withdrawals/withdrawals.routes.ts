import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  RECEIPT_PROOFS_MAX,
  confirmReceiptRequestSchema,
  createWithdrawalRequestSchema,
  payoutAccountInputSchema,
  rejectWithdrawalRequestSchema,
  setWithdrawalPasswordRequestSchema,
  queryInt,
} from '@site/shared/schemas';
import { ok, parse } from '../../http/reply';
import { staffActor } from '../../plugins/staff-auth';
import { successEnvelope } from '../../http/response-contract';
import { fourEyesRequestSchema } from '@site/shared/schemas/operator';
import {
  approveAsStaff,
  decideApproval,
  forceReceiptAsStaff,
  rejectAsStaff,
} from './withdrawals-decisions.service';

const fourEyesIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
import {
  addPayoutAccount,
  changePayoutAccount,
  listOwnPayoutAccounts,
  removePayoutAccount,
} from './payout-accounts.service';
import { setWithdrawalPassword, withdrawalPasswordStatus } from './withdrawal-password.service';
import {
  getOwnWithdrawal,
  listOwnWithdrawals,
  requestWithdrawal,
  withdrawalOverview,
} from './withdrawals.service';
import { listPendingWithdrawals, withdrawalAudit } from './withdrawals-review.service';
import { confirmReceipt, listDisputedReceipts, readReceiptProof } from './receipt.service';

const idParams = z.object({ id: z.string().regex(/^\d{1,15}$/) });

/** Member calls: withdrawal password, payout accounts, withdrawal requests (docs/payments.md "Money out"). */
export async function withdrawalsRoutes(app: FastifyInstance): Promise<void> {
  const member = { preHandler: app.requireSession };
  const me = (request: FastifyRequest) => request.session.memberId;

  app.get('/wps/v2/withdrawal-password', member, async (request) =>
    ok(await withdrawalPasswordStatus(app.db, me(request))),
  );
  app.put('/wps/v2/withdrawal-password', member, async (request) => {
    const body = parse(setWithdrawalPasswordRequestSchema, request.body);
    return ok(await setWithdrawalPassword(app.db, me(request), body.loginPassword, body.newPassword));
  });

  app.get('/wps/v2/payout-accounts', member, async (request) =>
    ok(await listOwnPayoutAccounts(app.db, me(request))),
  );
  app.post('/wps/v2/payout-accounts', member, async (request) =>
    ok(await addPayoutAccount(app.db, me(request), parse(payoutAccountInputSchema, request.body))),
  );
  app.put('/wps/v2/payout-accounts/:id', member, async (request) => {
    const { id } = parse(idParams, request.params);
    return ok(
      await changePayoutAccount(
        app.db,
        me(request),
        Number(id),
        parse(payoutAccountInputSchema, request.body),
      ),
    );
  });
  app.delete('/wps/v2/payout-accounts/:id', member, async (request) => {
    const { id } = parse(idParams, request.params);
    await removePayoutAccount(app.db, me(request), Number(id));
    return ok(null);
  });

  app.get('/wps/v2/withdrawals/overview', member, async (request) =>
    ok(await withdrawalOverview(app.db, app.withdrawalRequirements, me(request))),
  );
  app.get('/wps/v2/withdrawals', member, async (request) =>
    ok(await listOwnWithdrawals(app.db, me(request))),
  );
  app.post('/wps/v2/withdrawals', member, async (request) =>
    ok(
      await requestWithdrawal(
        app.db,
        app.withdrawalRequirements,
        me(request),
        parse(createWithdrawalRequestSchema, request.body),
      ),
    ),
  );
  app.get('/wps/v2/withdrawals/:id', member, async (request) => {
    const { id } = parse(idParams, request.params);
    return ok(await getOwnWithdrawal(app.db, me(request), Number(id)));
  });

  // Receipt confirmation (docs/payments.md "Receipt confirmation"): up to three base64 images of 5 MB.
  app.post(
    '/wps/v2/withdrawals/:id/receipt',
    { ...member, bodyLimit: RECEIPT_BODY_LIMIT },
    async (request) => {
      const { id } = parse(idParams, request.params);
      const body = parse(confirmReceiptRequestSchema, request.body);
      return ok(await confirmReceipt(app.db, app.config.DATA_DIR, me(request), Number(id), body));
    },
  );
  app.get('/wps/v2/withdrawals/:id/proofs/:n', member, async (request, reply) => {
    const { id, n } = parse(proofParams, request.params);
    return sendProof(reply, await readReceiptProof(app.db, app.config.DATA_DIR, Number(id), n, me(request)));
  });
}

const RECEIPT_BODY_LIMIT = 24 * 1024 * 1024;
const proofParams = z.object({
  id: z.string().regex(/^\d{1,15}$/),
  n: queryInt(0, RECEIPT_PROOFS_MAX - 1),
});

function sendProof(reply: FastifyReply, image: { contentType: string; bytes: Buffer }) {
  return reply
    .header('content-type', image.contentType)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(image.bytes);
}

/**
 * Staff decisions on withdrawals (docs/back-office.md): each writes withdrawal_audit and the audit trail in the
 * decision's transaction; an approval above FOUR_EYES_LIMIT waits for a second staff member (`approvals` below).
 */
export async function withdrawalsAdminRoutes(app: FastifyInstance): Promise<void> {
  app.get('/wps/admin/withdrawals/pending', { config: { permission: 'withdrawals.read' } }, async () =>
    ok(await listPendingWithdrawals(app.db)),
  );
  app.get(
    '/wps/admin/withdrawals/:id/audit',
    { config: { permission: 'withdrawals.read' } },
    async (request) => {
      const { id } = parse(idParams, request.params);
      return ok(await withdrawalAudit(app.db, Number(id)));
    },
  );
  app.post(
    '/wps/admin/withdrawals/:id/approve',
    { config: { permission: 'withdrawals.approve' } },
    async (request, reply) => {
      const { id } = parse(idParams, request.params);
      const options = { secret: app.config.PAYMENT_GATEWAY_SECRET_DEMO, limit: app.config.FOUR_EYES_LIMIT };
      const result = await approveAsStaff(app.db, options, staffActor(request), Number(id));
      // Above the four-eyes limit nothing is paid yet: 202 with the request a second staff member confirms.
      if ('fourEyes' in result) return reply.code(202).send(ok(result));
      return ok(result);
    },
  );
  app.get('/wps/admin/withdrawals/disputes', { config: { permission: 'withdrawals.read' } }, async () =>
    ok(await listDisputedReceipts(app.db)),
  );
  app.post(
    '/wps/admin/withdrawals/:id/receipt/force',
    { config: { permission: 'withdrawals.approve' } },
    async (request) => {
      const { id } = parse(idParams, request.params);
      return ok(await forceReceiptAsStaff(app.db, staffActor(request), Number(id)));
    },
  );
  app.get(
    '/wps/admin/withdrawals/:id/proofs/:n',
    { config: { permission: 'withdrawals.read' } },
    async (request, reply) => {
      const { id, n } = parse(proofParams, request.params);
      return sendProof(reply, await readReceiptProof(app.db, app.config.DATA_DIR, Number(id), n, null));
    },
  );
  app.post(
    '/wps/admin/withdrawals/:id/reject',
    { config: { permission: 'withdrawals.approve' } },
    async (request) => {
      const { id } = parse(idParams, request.params);
      const { reason } = parse(rejectWithdrawalRequestSchema, request.body);
      return ok(await rejectAsStaff(app.db, staffActor(request), Number(id), reason));
    },
  );
  for (const [verb, decision] of [
    ['confirm', 'confirmed'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(
      `/wps/admin/withdrawals/approvals/:id/${verb}`,
      {
        config: { permission: 'withdrawals.confirm' },
        schema: {
          params: fourEyesIdParams,
          response: {
            200: successEnvelope(z.object({ request: fourEyesRequestSchema, result: z.unknown() })),
          },
        },
      },
      async (request) => {
        const { id } = request.params as { id: number };
        const secret = app.config.PAYMENT_GATEWAY_SECRET_DEMO;
        return ok(await decideApproval(app.db, secret, staffActor(request), id, decision));
      },
    );
  }
}
