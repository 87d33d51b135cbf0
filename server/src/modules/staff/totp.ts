import { Secret, TOTP } from 'otpauth';

/** RFC 6238 with the authenticator apps' defaults: SHA-1, 6 digits, 30-second steps (docs/back-office.md). */
const PERIOD = 30;
const ISSUER = 'Back office';

const totpOf = (secret: string, account = 'staff') =>
  new TOTP({
    issuer: ISSUER,
    label: account,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

export const otpauthUrl = (secret: string, account: string): string => totpOf(secret, account).toString();

/** The current code of a secret (tests and the demo's printed hints compute codes with it). */
export const totpCode = (secret: string, timestamp = Date.now()): string =>
  totpOf(secret).generate({ timestamp });

/**
 * The time step a code belongs to, when it is valid now (one step of clock drift either way), else null. The
 * caller refuses a step at or before the last one accepted: a code works once (replay protection).
 */
export function totpStep(secret: string, code: string, timestamp = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp, window: 1 });
  if (delta === null) return null;
  return TOTP.counter({ period: PERIOD, timestamp }) + delta;
}
