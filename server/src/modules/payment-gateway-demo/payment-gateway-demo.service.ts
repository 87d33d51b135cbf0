import { createHash } from 'node:crypto';
import type { CheckoutClaims } from './signature';
import { hmacHex } from './signature';

/**
 * The demo gateway's own logic (docs/payments.md "Money in (deposits)"). It keeps no state: the checkout token the
 * merchant signed carries the order, and the gateway's transaction id is derived from it, so paying twice or
 * retrying a callback always names the same payment — like a real gateway's idempotent charge.
 */
export function gatewayTxIdFor(token: string): string {
  return `GW${createHash('sha256').update(token).digest('hex').slice(0, 24).toUpperCase()}`;
}

/** What the payer sees for each channel: an e-wallet QR payload, a bank reference, or a USDT-TRC20 address. */
export function paymentInstructions(claims: CheckoutClaims, txId: string): { kind: string; value: string } {
  switch (claims.channel) {
    case 'bank':
      return { kind: 'reference', value: `REF-${txId.slice(2, 12)}` };
    case 'crypto':
      return {
        kind: 'usdt-trc20',
        value: `T${createHash('sha256').update(`addr:${txId}`).digest('hex').slice(0, 33)}`,
      };
    default:
      return { kind: 'qr', value: `demopay://pay?tx=${txId}&amount=${claims.amountMinor}` };
  }
}

export interface SignedWebhook {
  body: string;
  headers: Record<string, string>;
}

export function signWebhook(secret: string, payload: object, now = Date.now()): SignedWebhook {
  const body = JSON.stringify(payload);
  const timestamp = String(now);
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-gateway-timestamp': timestamp,
      'x-gateway-signature': hmacHex(secret, `${timestamp}.${body}`),
    },
  };
}
