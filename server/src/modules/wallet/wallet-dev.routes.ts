import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { devFundRequestSchema, devTransferRequestSchema } from '@site/shared/schemas';
import { ok } from '../../http/reply';
import { auditLedger } from './ledger-audit';
import { ensureMemberAccount, postTransaction, systemAccount } from './ledger.service';

/**
 * Dev/test-only ledger endpoints (registered only when `config.devMode`): the crash-safety
 * test and `bench:api` drive real transfers through the HTTP stack and read the invariants.
 * Production has no way to move money without a business reason.
 */
export async function walletDevRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post('/wps/dev/ledger/fund', { schema: { body: devFundRequestSchema } }, async (request) => {
    const body = request.body;
    const account = await ensureMemberAccount(app.db, body.memberId, body.currency);
    const outside = await systemAccount(app.db, 'outside-world', body.currency);
    await postTransaction(app.db, {
      idempotencyKey: body.idempotencyKey,
      kind: 'deposit',
      legs: [
        { accountId: outside.id, amountMinor: -body.amountMinor },
        { accountId: account.id, amountMinor: body.amountMinor },
      ],
      metadata: { source: 'dev' },
    });
    return ok({ accountId: account.id });
  });

  app.post('/wps/dev/ledger/transfer', { schema: { body: devTransferRequestSchema } }, async (request) => {
    const body = request.body;
    const posted = await postTransaction(app.db, {
      idempotencyKey: body.idempotencyKey,
      kind: 'transfer',
      legs: [
        { accountId: body.fromAccountId, amountMinor: -body.amountMinor },
        { accountId: body.toAccountId, amountMinor: body.amountMinor },
      ],
      metadata: { source: 'dev' },
    });
    return ok(posted);
  });

  app.get('/wps/dev/ledger/invariants', async () => ok(await auditLedger(app.db)));
}
