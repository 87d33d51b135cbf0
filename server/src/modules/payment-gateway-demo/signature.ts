import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The demo gateway's "SDK": its signing scheme as its integration guide states it; the merchant side
 * (payments) imports this as it would a real gateway's library (docs/payments.md):
 *   webhook: header `x-gateway-timestamp` (ms since epoch) and `x-gateway-signature` =
 *            hex HMAC-SHA256(secret, `${timestamp}.${rawBody}`)
 *   checkout token (merchant → gateway): base64url(JSON) + '.' + hex HMAC-SHA256(secret, base64url(JSON))
 */
export function hmacHex(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

export function safeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface CheckoutClaims {
  merchantOrderId: number;
  amountMinor: number;
  currency: string;
  channel: string;
  /** ms since epoch: the gateway refuses the page after this. */
  expiresAt: number;
}

export function signCheckoutToken(secret: string, claims: CheckoutClaims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${hmacHex(secret, body)}`;
}

export function verifyCheckoutToken(secret: string, token: string): CheckoutClaims | null {
  if (token.length > 1000) return null;
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined || !safeEqualHex(signature, hmacHex(secret, body)))
    return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as CheckoutClaims;
  } catch {
    return null;
  }
}
