import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie } from './preview';

/** The first-party cookie that puts a browser in its canary cohorts (docs/adr/010-release-service.md "Canary"). */
export const COHORT_COOKIE = 'site_rc';
const ID = /^[A-Za-z0-9_-]{16,64}$/;
const ONE_YEAR_S = 365 * 24 * 3600;

/**
 * Whether the browser `id` is in the first `percent` % of `app`'s cohort. The bucket (0–9999) depends only on the id
 * and the app, never on the percentage: raising it only adds browsers, and a browser never flips while it runs.
 * Per app, so one browser is not the guinea pig of every canary at once.
 */
export function inCohort(id: string, app: string, percent: number): boolean {
  if (percent <= 0) return false;
  if (percent >= 100) return true;
  const bucket = createHash('sha256').update(`${id}\0${app}`).digest().readUInt32BE(0) % 10_000;
  return bucket < percent * 100;
}

export function readCohortId(request: FastifyRequest): string | null {
  const value = readCookie(request, COHORT_COOKIE);
  return value && ID.test(value) ? value : null;
}

/** The browser's id, set (1 year, SameSite=Lax, HttpOnly) on this answer when it has none yet. */
export function cohortIdOf(request: FastifyRequest, reply: FastifyReply): string {
  const known = readCohortId(request);
  if (known) return known;
  const id = randomBytes(16).toString('base64url');
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${COHORT_COOKIE}=${id}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax; HttpOnly${secure}`);
  return id;
}
