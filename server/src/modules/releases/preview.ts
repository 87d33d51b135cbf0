import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isReleaseApp, isValidVersion } from './release-apps';

/** Preview links (docs/adr/010-release-service.md "Preview"): `/?release-preview=<token>` pins one browser. */
export const PREVIEW_PARAM = 'release-preview';
export const PREVIEW_COOKIE = 'site_rp';
export const PREVIEW_TTL_MS = 24 * 3600 * 1000;

export interface PreviewPin {
  app: string;
  version: string;
  expiresAt: number;
}

/** Every server process derives the same key from the ops credential, so a link made by one opens on any other. */
export function previewKey(adminToken: string): Buffer {
  return createHash('sha256').update(`release-preview\0${adminToken}`).digest();
}

export function signPreview(key: Buffer, pin: PreviewPin): string {
  const body = Buffer.from(JSON.stringify([pin.app, pin.version, pin.expiresAt])).toString('base64url');
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

export function verifyPreview(key: Buffer, token: string, now: number): PreviewPin | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  // Compared as text, not decoded bytes: base64url decoding ignores the last character's padding bits, so a
  // link with that character changed would otherwise still verify (one canonical link per pin).
  const expected = Buffer.from(createHmac('sha256', key).update(body).digest('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const [app, version, expiresAt] = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown[];
    if (typeof app !== 'string' || typeof version !== 'string' || typeof expiresAt !== 'number') return null;
    if (!isReleaseApp(app) || !isValidVersion(version) || expiresAt <= now) return null;
    return { app, version, expiresAt };
  } catch {
    return null;
  }
}

/**
 * The browser's preview pin: from the link's parameter (then kept in a cookie until it expires) or the cookie;
 * `?release-preview=off` (the badge's exit button) clears it.
 */
export function previewOf(request: FastifyRequest, reply: FastifyReply, key: Buffer, now: number): PreviewPin | null {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const param = typeof query[PREVIEW_PARAM] === 'string' ? (query[PREVIEW_PARAM] as string) : null;
  if (param === 'off') {
    reply.header('set-cookie', `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
    return null;
  }
  if (param) {
    const pin = verifyPreview(key, param, now);
    if (pin) {
      const maxAge = Math.floor((pin.expiresAt - now) / 1000);
      reply.header('set-cookie', `${PREVIEW_COOKIE}=${param}; Path=/; Max-Age=${maxAge}; SameSite=Lax; HttpOnly`);
    }
    return pin;
  }
  const cookie = readCookie(request, PREVIEW_COOKIE);
  return cookie ? verifyPreview(key, cookie, now) : null;
}

export function readCookie(request: FastifyRequest, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}
