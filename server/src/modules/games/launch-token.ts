import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The game-session token the platform hands to a vendor when it opens the launch ticket (never in a URL):
 * bound to player, game, currency and the launching session, signed with HMAC-SHA256, expiring. Vendors
 * echo it in every wallet callback; the platform trusts only what it signed.
 */
export interface LaunchClaims {
  /** null for trial play: play money, no player, no wallet. */
  memberId: number | null;
  account: string | null;
  gameId: string;
  gameType: string;
  vendor: string;
  currency: string;
  trial: boolean;
  /** Expiry, ms since epoch. */
  exp: number;
  /** Random id so two launches of the same game get different tokens. */
  jti: string;
  /**
   * The member session that launched the game: bets and balance answer only while it lives (it ends with
   * logout, expiry or a password change). Absent only on tokens minted by tools (bank checker, benches).
   */
  sid?: string;
}

/** A game token plays for at most 4 h, and never longer than the session that launched it. */
export const LAUNCH_TOKEN_TTL_MS = 4 * 60 * 60 * 1000;
/** The one-time ticket in the iframe URL opens the game once within 2 minutes (docs/security.md). */
export const LAUNCH_TICKET_TTL_MS = 2 * 60 * 1000;

function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}

export function createLaunchToken(secret: string, claims: LaunchClaims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

export type TokenCheck = { ok: true; claims: LaunchClaims; expired: boolean } | { ok: false };

/** Verifies the signature; expiry is reported, not enforced, because wins/rollbacks ignore it. */
export function readLaunchToken(secret: string, token: string, now = Date.now()): TokenCheck {
  const [body, sig] = token.split('.');
  if (!body || !sig) return { ok: false };
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false };
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as LaunchClaims;
    return { ok: true, claims, expired: claims.exp <= now };
  } catch {
    return { ok: false };
  }
}
