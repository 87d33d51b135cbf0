import { createHash, randomInt } from 'node:crypto';
import { ERROR_CODES, type SmsResult } from '@site/shared/schemas';
import { withTransaction, type DbOrTrx as Db } from '../../db/with-transaction';
import { AppError } from '../../errors';
import type { MessageProvider } from './message-provider';
import { smsText } from './sms-text';
import {
  countSmsByPrefixSince,
  countSmsSince,
  findLatestSmsCode,
  insertSmsCode,
  recordSmsAttempt,
  markSmsCodeUsed,
} from './verification.repository';
import { lockKey } from '../../db/advisory-lock';
import { findMemberByPhone } from '../member/member.repository';
import type { Phone } from './phone';

export type SmsPurpose = 'login' | 'reset' | 'register' | '2fa';

/** Decisions (docs/decisions.md "Verification"). */
export const SMS_LIMITS = {
  expiredMinutes: 5,
  maxAttempts: 5,
  windowMs: 5 * 60 * 1000,
  perDestination: 3,
  perIp: 10,
  /** Per dialing code across all numbers: caps SMS-pumping fraud to premium ranges. */
  perPrefix: 200,
} as const;

const hashCode = (destination: string, purpose: string, code: string) =>
  createHash('sha256').update(`${destination}:${purpose}:${code}`).digest('hex');

function tooMany(): AppError {
  return new AppError(429, ERROR_CODES.TOO_MANY_REQUESTS, 'Too many requests, please retry after 5 minutes', {
    retryAfterSeconds: SMS_LIMITS.windowMs / 1000,
  });
}

/** Throws TOO_MANY_REQUESTS when this number, this IP or this country prefix has had its share. */
export async function assertSmsAllowed(
  db: Db,
  destination: string,
  dialingCode: string,
  ip: string,
  now = new Date(),
): Promise<void> {
  const since = new Date(now.getTime() - SMS_LIMITS.windowMs);
  const [byDest, byIp, byPrefix] = await Promise.all([
    countSmsSince(db, 'destination', destination, since),
    countSmsSince(db, 'ip', ip, since),
    countSmsByPrefixSince(db, dialingCode, since),
  ]);
  if (byDest >= SMS_LIMITS.perDestination || byIp >= SMS_LIMITS.perIp || byPrefix >= SMS_LIMITS.perPrefix)
    throw tooMany();
}

/**
 * Issues a 6-digit one-time code and sends it. `deliver: false` still counts against the limits
 * and answers the same, but sends nothing: used for numbers with no account, so the reply does
 * not reveal who is registered.
 */
export async function issueSmsCode(
  db: Db,
  provider: MessageProvider,
  input: {
    destination: string;
    dialingCode: string;
    purpose: SmsPurpose;
    ip: string;
    deliver?: boolean;
    language?: string;
  },
  now = new Date(),
): Promise<SmsResult> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(now.getTime() + SMS_LIMITS.expiredMinutes * 60_000);
  // Check and insert under locks on the number and the IP (always in that order: no deadlock),
  // so parallel requests cannot all pass the limit check before any of them is counted.
  await withTransaction(db, async (trx) => {
    await lockKey(trx, `sms:${input.destination}`);
    await lockKey(trx, `sms-ip:${input.ip}`);
    await assertSmsAllowed(trx, input.destination, input.dialingCode, input.ip, now);
    await insertSmsCode(trx, {
      destination: input.destination,
      purpose: input.purpose,
      codeHash: hashCode(input.destination, input.purpose, code),
      ip: input.ip,
      expiresAt,
    });
  });
  if (input.deliver !== false) {
    const body = smsText(input.language ?? 'en', 'verification_code', {
      code,
      minutes: SMS_LIMITS.expiredMinutes,
    });
    await provider.send(db, { channel: 'sms', to: input.destination, purpose: input.purpose, body, code });
  }
  return { expiredMinutes: SMS_LIMITS.expiredMinutes, expirationTime: expiresAt.toISOString() };
}

/** Checks and spends a code: single use, expires, and burns after too many wrong tries. */
export async function consumeSmsCode(
  db: Db,
  destination: string,
  purpose: SmsPurpose,
  code: string,
  now = new Date(),
): Promise<void> {
  const row = await findLatestSmsCode(db, destination, purpose);
  if (!row)
    throw new AppError(400, ERROR_CODES.INVALID_VERIFICATION_CODE, 'Invalid or missing verification code');
  if (row.expires_at.getTime() <= now.getTime()) {
    throw new AppError(400, ERROR_CODES.VERIFICATION_CODE_EXPIRED, 'Code expired, please send again');
  }
  if (row.code_hash !== hashCode(destination, purpose, code)) {
    await recordSmsAttempt(db, row.id, row.attempts + 1 >= SMS_LIMITS.maxAttempts);
    throw new AppError(400, ERROR_CODES.INVALID_VERIFICATION_CODE, 'Invalid or missing verification code');
  }
  if (!(await markSmsCodeUsed(db, row.id))) {
    throw new AppError(400, ERROR_CODES.INVALID_VERIFICATION_CODE, 'Invalid or missing verification code');
  }
}

/** The member registered with this number, undefined when none is. */
export function phoneOwner(db: Db, phone: Pick<Phone, 'dialingCode' | 'national'>) {
  return findMemberByPhone(db, phone.dialingCode, phone.national);
}
