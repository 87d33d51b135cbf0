import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createDepositRequestSchema, gatewayWebhookSchema, payoutWebhookSchema } from '@site/shared/schemas';
import { ok, parse } from '../../http/reply';
import { applyPayoutWebhook } from '../withdrawals/payout-webhook.service';
import { readSignedGatewayBody } from './webhook-auth';
import {
  applyGatewayWebhook,
  createDeposit,
  depositChannels,
  getOwnDeposit,
  listOwnDeposits,
} from './deposits.service';

/** Member deposit calls + the gateway webhook (docs/payments.md). */
export async function paymentsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secret = app.config.PAYMENT_GATEWAY_SECRET_DEMO;

  app.get('/wps/v2/payments/deposit-channels', async () => ok(depositChannels()));

  app.post('/wps/v2/payments/deposits', { preHandler: app.requireSession }, async (request) =>
    ok(
      await createDeposit(
        app.db,
        secret,
        request.session.memberId,
        parse(createDepositRequestSchema, request.body),
      ),
    ),
  );

  app.get('/wps/v2/payments/deposits', { preHandler: app.requireSession }, async (request) =>
    ok(await listOwnDeposits(app.db, secret, request.session.memberId)),
  );

  const orderParams = z.object({ orderId: z.string().regex(/^\d{1,15}$/) });
  app.get('/wps/v2/payments/deposits/:orderId', { preHandler: app.requireSession }, async (request) => {
    const { orderId } = parse(orderParams, request.params);
    return ok(await getOwnDeposit(app.db, secret, request.session.memberId, Number(orderId)));
  });

  await app.register(gatewayWebhookRoutes, { secret });
}

/**
 * The webhook lives in its own encapsulated plugin: it needs the raw body (the HMAC covers the exact bytes),
 * so JSON is parsed here only after the signature checked out.
 */
async function gatewayWebhookRoutes(app: FastifyInstance, opts: { secret: string }): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) =>
    done(null, body),
  );

  app.post('/wps/v2/payments/gateway/demo/webhook', async (request) => {
    const json = readSignedGatewayBody(request, opts.secret);
    const outcome = await applyGatewayWebhook(app.db, parse(gatewayWebhookSchema, json));
    return ok({ outcome });
  });

  app.post('/wps/v2/payments/gateway/demo/payout-webhook', async (request) => {
    const json = readSignedGatewayBody(request, opts.secret);
    const outcome = await applyPayoutWebhook(app.db, parse(payoutWebhookSchema, json));
    return ok({ outcome });
  });
}
