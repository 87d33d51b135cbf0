import { randomInt, randomUUID } from 'node:crypto';
import { ERROR_CODES, type CaptchaResult } from '@site/shared/schemas';
import { withTransaction, type DbOrTrx as Db } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { GLYPH_HEIGHT, GLYPH_WIDTH, GLYPHS } from './captcha-glyphs';
import { consumeCaptcha, findCaptchaAnswer, insertCaptcha, lastCaptchaAt } from './verification.repository';
import { lockKey } from '../../db/advisory-lock';

/** No 0/O, 1/I/L: a captcha should test humanity, not eyesight. */
export const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 4;
const TTL_SECONDS = 300;
/** docs/product.md "Limits": captcha refresh gap 1000 ms, enforced per client (IP). */
export const CAPTCHA_REFRESH_GAP_MS = 1000;

const WIDTH = 130;
const HEIGHT = 44;
const round = (n: number) => Math.round(n * 10) / 10;
/** A uniform random number in [min, max) from the CSPRNG: the layout must not be predictable. */
const rand = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = randomInt(0, i + 1);
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

function stroke(d: string, colour: string, width: number): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/**
 * Draws the answer as path outlines from the built-in stroke font: each glyph is rotated, scaled and
 * moved at random and its points jittered, each stroke is its own path, and the paths go out shuffled
 * with decoy fragments and noise curves, so neither text nodes, element order nor a lookup of path data
 * in the font gives the answer away (docs/decisions.md, "Accounts against abuse").
 */
export function renderCaptchaSvg(answer: string): string {
  const paths: string[] = [];
  const cell = (WIDTH - 10) / answer.length;
  [...answer].forEach((c, i) => {
    const glyph = GLYPHS[c];
    if (!glyph) throw new Error(`no glyph for ${c}`);
    const scale = rand(1.35, 1.8);
    const angle = (rand(-25, 25) * Math.PI) / 180;
    const cx = 5 + cell * (i + 0.5) + rand(-3, 3);
    const cy = HEIGHT / 2 + rand(-3, 3);
    const colour = `hsl(${randomInt(0, 360)},60%,32%)`;
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    for (const points of glyph) {
      const parts: string[] = [];
      for (let k = 0; k < points.length; k += 2) {
        const gx = ((points[k] ?? 0) - GLYPH_WIDTH / 2) * scale + rand(-0.6, 0.6);
        const gy = ((points[k + 1] ?? 0) - GLYPH_HEIGHT / 2) * scale + rand(-0.6, 0.6);
        parts.push(
          `${k === 0 ? 'M' : 'L'}${round(cx + gx * cos - gy * sin)} ${round(cy + gx * sin + gy * cos)}`,
        );
      }
      paths.push(stroke(parts.join(' '), colour, round(rand(1.8, 2.4))));
    }
  });
  // Decoys: short strokes in the glyphs' own style, so stroke count and style do not separate glyphs from noise.
  for (let n = randomInt(4, 8); n > 0; n -= 1) {
    const [x, y] = [rand(5, WIDTH - 5), rand(5, HEIGHT - 5)];
    const len = rand(3, 7);
    const a = rand(0, Math.PI * 2);
    const d = `M${round(x)} ${round(y)} L${round(x + len * Math.cos(a))} ${round(y + len * Math.sin(a))}`;
    paths.push(stroke(d, `hsl(${randomInt(0, 360)},60%,32%)`, round(rand(1.8, 2.4))));
  }
  // Noise curves crossing the glyphs from one side to the other.
  for (let n = randomInt(3, 5); n > 0; n -= 1) {
    const d = `M0 ${round(rand(0, HEIGHT))} Q${round(rand(20, WIDTH - 20))} ${round(rand(-10, HEIGHT + 10))} ${WIDTH} ${round(rand(0, HEIGHT))}`;
    paths.push(stroke(d, `hsl(${randomInt(0, 360)},45%,45%)`, round(rand(1, 1.8))));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="${WIDTH}" height="${HEIGHT}" fill="#f2f2f2"/>${shuffle(paths).join('')}</svg>`;
}

export async function createCaptcha(db: Db, clientKey: string, now = new Date()): Promise<CaptchaResult> {
  const answer = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(0, ALPHABET.length)]).join('');
  const id = randomUUID();
  await withTransaction(db, async (trx) => {
    // Serialises one client's refreshes so two parallel ones cannot both pass the gap check.
    await lockKey(trx, `captcha:${clientKey}`);
    const last = await lastCaptchaAt(trx, clientKey);
    if (last && now.getTime() - last.getTime() < CAPTCHA_REFRESH_GAP_MS) {
      throw new AppError(
        429,
        ERROR_CODES.CAPTCHA_TOO_FREQUENT,
        'Please wait a second before refreshing the captcha',
      );
    }
    await insertCaptcha(trx, {
      id,
      answer,
      clientKey,
      expiresAt: new Date(now.getTime() + TTL_SECONDS * 1000),
    });
  });
  const image = `data:image/svg+xml;base64,${Buffer.from(renderCaptchaSvg(answer)).toString('base64')}`;
  return { captchaId: id, image, expiresInSeconds: TTL_SECONDS };
}

/** Single use: the captcha is spent by this check whether or not the answer is right. */
export async function checkCaptcha(
  db: Db,
  captchaId: string | undefined,
  answer: string | undefined,
): Promise<boolean> {
  if (!captchaId || !answer) return false;
  const expected = await consumeCaptcha(db, captchaId);
  return expected !== null && expected === answer.trim().toUpperCase();
}

/**
 * For steps that always need a captcha (registration, SMS sends, forgot password; docs/security.md "Captcha"):
 * none sent → CAPTCHA_REQUIRED, wrong or spent → INVALID_CAPTCHA. Either way before any work is done.
 */
export async function requireSolvedCaptcha(
  db: Db,
  input: { captchaId?: string | undefined; captcha?: string | undefined },
): Promise<void> {
  if (!input.captchaId || !input.captcha)
    throw new AppError(400, ERROR_CODES.CAPTCHA_REQUIRED, 'Please complete verification first');
  await requireCaptcha(db, input.captchaId, input.captcha);
}

export async function requireCaptcha(
  db: Db,
  captchaId: string | undefined,
  answer: string | undefined,
  value: unknown = null,
): Promise<void> {
  if (!(await checkCaptcha(db, captchaId, answer))) {
    throw new AppError(400, ERROR_CODES.INVALID_CAPTCHA, 'Invalid captcha', value);
  }
}

/** Dev mode: a captcha's answer, so tests and demos can solve it (GET /wps/dev/captcha/:id). */
export function captchaAnswer(db: Db, captchaId: string) {
  return findCaptchaAnswer(db, captchaId);
}
