import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ERROR_CODES } from '@site/shared/schemas';
import { AppError } from '../../errors';
import { ok, parse } from '../../http/reply';
import { gatewayTxIdFor, paymentInstructions, signWebhook } from './payment-gateway-demo.service';
import { verifyCheckoutToken } from './signature';
import { payoutTxIdFor, verifyPayoutToken } from './payouts';

const PUBLIC_DIR = path.join(__dirname, 'public');
/** Where the merchant (our payments module) listens; a real gateway reads this from the merchant's settings. */
const MERCHANT_WEBHOOK = '/wps/v2/payments/gateway/demo/webhook';
const MERCHANT_PAYOUT_WEBHOOK = '/wps/v2/payments/gateway/demo/payout-webhook';
const DELIVERY_ATTEMPTS = 3;

const completeSchema = z
  .object({ token: z.string().min(1).max(1000), outcome: z.enum(['paid', 'failed']) })
  .strict();
const tokenQuery = z.object({ token: z.string().min(1).max(1000) });

/**
 * The demo payment gateway, standing in for a third party (GCash/Maya-like e-wallet, bank transfer, USDT):
 * its own hosted checkout page, its own API under /pay-demo/api, its own signing secret. It talks to the
 * merchant only through the signed webhook. Delivery goes through `app.inject` because in the demo both run in
 * one server; a real gateway would POST over the network — the merchant code cannot tell the difference.
 */
export async function paymentGatewayDemoRoutes(app: FastifyInstance): Promise<void> {
  const secret = app.config.PAYMENT_GATEWAY_SECRET_DEMO;
  const page = readFileSync(path.join(PUBLIC_DIR, 'checkout.html'), 'utf8');
  const script = readFileSync(path.join(PUBLIC_DIR, 'checkout.js'), 'utf8');

  app.get('/pay-demo/checkout', async (_req, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page),
  );
  app.get('/pay-demo/checkout.js', async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').send(script),
  );

  const readClaims = (token: string) => {
    const claims = verifyCheckoutToken(secret, token);
    if (!claims) throw new AppError(400, ERROR_CODES.CHECKOUT_INVALID, 'This payment link is not valid');
    return claims;
  };

  /** The page's data: amount, channel and how to pay. */
  app.get('/pay-demo/api/checkout', async (request) => {
    const { token } = parse(tokenQuery, request.query);
    const claims = readClaims(token);
    const txId = gatewayTxIdFor(token);
    return ok({
      amountMinor: claims.amountMinor,
      currency: claims.currency,
      channel: claims.channel,
      expiresAt: new Date(claims.expiresAt).toISOString(),
      instructions: paymentInstructions(claims, txId),
    });
  });

  /** The payer paid (or the payment failed): tell the merchant, retrying a few times like a real gateway. */
  app.post('/pay-demo/api/checkout/complete', async (request) => {
    const { token, outcome } = parse(completeSchema, request.body);
    const claims = readClaims(token);
    const gatewayTxId = gatewayTxIdFor(token);
    let merchantAnswer: unknown = null;
    let delivered = false;
    for (let attempt = 0; attempt < DELIVERY_ATTEMPTS && !delivered; attempt += 1) {
      const signed = signWebhook(secret, {
        gatewayTxId,
        merchantOrderId: claims.merchantOrderId,
        amountMinor: claims.amountMinor,
        status: outcome,
      });
      const res = await app.inject({
        method: 'POST',
        url: MERCHANT_WEBHOOK,
        headers: signed.headers,
        payload: signed.body,
      });
      delivered = res.statusCode === 200;
      merchantAnswer = res.json();
    }
    return ok({ gatewayTxId, delivered, merchantAnswer });
  });

  // --- payouts (money out): the gateway operator marks a payout paid or failed; the merchant hears it signed.
  const payoutPage = readFileSync(path.join(PUBLIC_DIR, 'payout.html'), 'utf8');
  const payoutScript = readFileSync(path.join(PUBLIC_DIR, 'payout.js'), 'utf8');
  app.get('/pay-demo/payout', async (_req, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(payoutPage),
  );
  app.get('/pay-demo/payout.js', async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').send(payoutScript),
  );
  const readPayout = (token: string) => {
    const claims = verifyPayoutToken(secret, token);
    if (!claims) throw new AppError(400, ERROR_CODES.CHECKOUT_INVALID, 'This payout link is not valid');
    return claims;
  };
  app.get('/pay-demo/api/payout', async (request) => {
    const { token } = parse(tokenQuery, request.query);
    const claims = readPayout(token);
    return ok({ ...claims, gatewayTxId: payoutTxIdFor(claims) });
  });
  app.post('/pay-demo/api/payouts/complete', async (request) => {
    const { token, outcome } = parse(completeSchema, request.body);
    const claims = readPayout(token);
    const gatewayTxId = payoutTxIdFor(claims);
    let merchantAnswer: unknown = null;
    let delivered = false;
    for (let attempt = 0; attempt < DELIVERY_ATTEMPTS && !delivered; attempt += 1) {
      const signed = signWebhook(secret, {
        gatewayTxId,
        merchantPayoutId: claims.merchantPayoutId,
        amountMinor: claims.amountMinor,
        status: outcome,
      });
      const res = await app.inject({
        method: 'POST',
        url: MERCHANT_PAYOUT_WEBHOOK,
        headers: signed.headers,
        payload: signed.body,
      });
      delivered = res.statusCode === 200;
      merchantAnswer = res.json();
    }
    return ok({ gatewayTxId, delivered, merchantAnswer });
  });
}
