import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ERROR_CODES } from '@site/shared/schemas';
import { AppError } from '../errors';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** True when the request carries `x-admin-token` = config.ADMIN_TOKEN (compared in constant time). */
export function hasAdminToken(app: FastifyInstance, request: FastifyRequest): boolean {
  const given = request.headers['x-admin-token'];
  return typeof given === 'string' && timingSafeEqual(digest(given), digest(app.config.ADMIN_TOKEN));
}

/**
 * Puts every route of the calling (encapsulated) plugin behind the operator credential: 401 ADMIN_UNAUTHORIZED
 * without it. The admin CLI calls these routes when a server is running (PGlite allows one process).
 */
export function requireAdminToken(app: FastifyInstance): void {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!hasAdminToken(app, request)) {
      throw new AppError(401, ERROR_CODES.ADMIN_UNAUTHORIZED, 'Admin credential missing or wrong');
    }
  });
}

const actorHeader = z
  .string()
  .trim()
  .regex(/^[\w.@-]{1,40}$/);

/** `admin:<x-admin-actor>` (default `admin:admin`): who did it, for audit trails. */
export function adminActor(request: FastifyRequest): string {
  const parsed = actorHeader.safeParse(request.headers['x-admin-actor']);
  return `admin:${parsed.success ? parsed.data : 'admin'}`;
}
