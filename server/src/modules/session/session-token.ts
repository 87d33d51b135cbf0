import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** 32 random bytes (256 bits) as base64url; only its sha256 is stored. */
export function newSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashSecret(secret) };
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export const newId = (): string => randomUUID();

/** Decisions (docs/decisions.md): member sessions 24 h, trial 2 h, URL tickets 2 min, 2FA challenges 10 min. */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const TRIAL_SESSION_TTL_MS = 2 * 60 * 60 * 1000;
export const TICKET_TTL_MS = 2 * 60 * 1000;
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;
