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
import { adminActor, requireAdminToken } from '../../plugins/admin-auth';
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
import {
  approveWithdrawal,
  listPendingWithdrawals,
  rejectWithdrawal,
  withdrawalAudit,
} from './withdrawals-review.service';
import { confirmReceipt, forceReceipt, listDisputedReceipts, readReceiptProof } from './receipt.service';

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
 * Operator endpoints behind `x-admin-token` (as /wps/admin/system); `x-admin-actor` names the operator for the
 * audit trail (default `admin`). Every action writes withdrawal_audit with who and when.
 */
export async function withdrawalsAdminRoutes(app: FastifyInstance): Promise<void> {
  requireAdminToken(app);
  const actor = adminActor;

  app.get('/wps/admin/withdrawals/pending', async () => ok(await listPendingWithdrawals(app.db)));
  app.get('/wps/admin/withdrawals/:id/audit', async (request) => {
    const { id } = parse(idParams, request.params);
    return ok(await withdrawalAudit(app.db, Number(id)));
  });
  app.post('/wps/admin/withdrawals/:id/approve', async (request) => {
    const { id } = parse(idParams, request.params);
    return ok(
      await approveWithdrawal(app.db, app.config.PAYMENT_GATEWAY_SECRET_DEMO, Number(id), actor(request)),
    );
  });
  app.get('/wps/admin/withdrawals/disputes', async () => ok(await listDisputedReceipts(app.db)));
  app.post('/wps/admin/withdrawals/:id/receipt/force', async (request) => {
    const { id } = parse(idParams, request.params);
    return ok(await forceReceipt(app.db, Number(id), actor(request)));
  });
  app.get('/wps/admin/withdrawals/:id/proofs/:n', async (request, reply) => {
    const { id, n } = parse(proofParams, request.params);
    return sendProof(reply, await readReceiptProof(app.db, app.config.DATA_DIR, Number(id), n, null));
  });
  app.post('/wps/admin/withdrawals/:id/reject', async (request) => {
    const { id } = parse(idParams, request.params);
    const { reason } = parse(rejectWithdrawalRequestSchema, request.body);
    return ok(await rejectWithdrawal(app.db, Number(id), actor(request), reason));
  });
}
