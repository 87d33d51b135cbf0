import { createHash } from 'node:crypto';
import { hmacHex, safeEqualHex } from './signature';

/**
 * The demo gateway's payout API (money out): the merchant asks for a payout and gets the gateway's payout id;
 * later the gateway calls the merchant's payout webhook (signed like the deposit webhook) with `paid` or
 * `failed`. Stateless like checkout: the payout token carries the request, the id derives from it.
 */
export interface PayoutClaims {
  merchantPayoutId: number;
  amountMinor: number;
  currency: string;
  /** Masked destination, shown on the gateway's operator page. */
  destination: string;
}

export interface DemoPayout {
  gatewayTxId: string;
  /** The gateway's operator page for this payout (mark it paid or failed). */
  payoutUrl: string;
  token: string;
}

export function requestDemoPayout(secret: string, claims: PayoutClaims): DemoPayout {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const token = `${body}.${hmacHex(secret, `payout:${body}`)}`;
  return {
    gatewayTxId: payoutTxIdFor(claims),
    payoutUrl: `/pay-demo/payout?token=${encodeURIComponent(token)}`,
    token,
  };
}

/** One payout per merchant payout id: a retried request names the same gateway payout. */
export function payoutTxIdFor(claims: PayoutClaims): string {
  return `PO${createHash('sha256').update(`payout:${claims.merchantPayoutId}:${claims.amountMinor}`).digest('hex').slice(0, 24).toUpperCase()}`;
}

export function verifyPayoutToken(secret: string, token: string): PayoutClaims | null {
  if (token.length > 1000) return null;
  const [body, signature, extra] = token.split('.');
  if (
    !body ||
    !signature ||
    extra !== undefined ||
    !safeEqualHex(signature, hmacHex(secret, `payout:${body}`))
  )
    return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as PayoutClaims;
  } catch {
    return null;
  }
}
