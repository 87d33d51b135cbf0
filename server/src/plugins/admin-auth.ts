import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staffActor } from './staff-auth';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** True when the request carries `x-admin-token` = config.ADMIN_TOKEN (compared in constant time). */
export function hasAdminToken(app: FastifyInstance, request: FastifyRequest): boolean {
  const given = request.headers['x-admin-token'];
  return typeof given === 'string' && timingSafeEqual(digest(given), digest(app.config.ADMIN_TOKEN));
}

/**
 * Who did it, as the older operator records name it (withdrawal_audit.actor, rejected_by, imposed_by):
 * `staff:<account>` for a signed-in staff member, `automation` or `automation:<x-admin-actor>` for ADMIN_TOKEN
 * (docs/back-office.md "ADMIN_TOKEN"). Only inside /wps/admin routes, after the staff gate.
 */
export function adminActor(request: FastifyRequest): string {
  return staffActor(request).actor;
}
