import { randomInt, randomUUID } from 'node:crypto';
import { ERROR_CODES, type CaptchaResult } from '@site/shared/schemas';
import { sql } from 'kysely';
import { withTransaction, type DbOrTrx as Db } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { consumeCaptcha, insertCaptcha, lastCaptchaAt } from './verification.repository';

/** No 0/O, 1/I/L: a captcha should test humanity, not eyesight. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 4;
const TTL_SECONDS = 300;
/** SPEC §9: captcha refresh gap 1000 ms, enforced per client (IP). */
export const CAPTCHA_REFRESH_GAP_MS = 1000;

function renderSvg(answer: string): string {
  const chars = [...answer]
    .map((c, i) => {
      const x = 18 + i * 28;
      const y = 30 + randomInt(-4, 5);
      const rotate = randomInt(-25, 26);
      const hue = randomInt(0, 360);
      return `<text x="${x}" y="${y}" transform="rotate(${rotate} ${x} ${y})" font-family="monospace" font-size="26" font-weight="bold" fill="hsl(${hue},60%,35%)">${c}</text>`;
    })
    .join('');
  const noise = Array.from({ length: 5 }, () => {
    const [x1, y1, x2, y2] = [randomInt(0, 130), randomInt(0, 44), randomInt(0, 130), randomInt(0, 44)];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="hsl(${randomInt(0, 360)},40%,50%)" stroke-width="1.5"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="130" height="44" viewBox="0 0 130 44"><rect width="130" height="44" fill="#f2f2f2"/>${noise}${chars}</svg>`;
}

export async function createCaptcha(db: Db, clientKey: string, now = new Date()): Promise<CaptchaResult> {
  const answer = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(0, ALPHABET.length)]).join('');
  const id = randomUUID();
  await withTransaction(db, async (trx) => {
    // Serialises one client's refreshes so two parallel ones cannot both pass the gap check.
    await sql`select pg_advisory_xact_lock(hashtext(${`captcha:${clientKey}`}))`.execute(trx);
    const last = await lastCaptchaAt(trx, clientKey);
    if (last && now.getTime() - last.getTime() < CAPTCHA_REFRESH_GAP_MS) {
      throw new AppError(429, ERROR_CODES.CAPTCHA_TOO_FREQUENT, 'Please wait a second before refreshing the captcha');
    }
    await insertCaptcha(trx, { id, answer, clientKey, expiresAt: new Date(now.getTime() + TTL_SECONDS * 1000) });
  });
  const image = `data:image/svg+xml;base64,${Buffer.from(renderSvg(answer)).toString('base64')}`;
  return { captchaId: id, image, expiresInSeconds: TTL_SECONDS };
}

/** Single use: the captcha is spent by this check whether or not the answer is right. */
export async function checkCaptcha(db: Db, captchaId: string | undefined, answer: string | undefined): Promise<boolean> {
  if (!captchaId || !answer) return false;
  const expected = await consumeCaptcha(db, captchaId);
  return expected !== null && expected === answer.trim().toUpperCase();
}

export async function requireCaptcha(db: Db, captchaId: string | undefined, answer: string | undefined, value: unknown = null): Promise<void> {
  if (!(await checkCaptcha(db, captchaId, answer))) {
    throw new AppError(400, ERROR_CODES.INVALID_CAPTCHA, 'Invalid captcha', value);
  }
}
