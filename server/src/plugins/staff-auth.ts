import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { ERROR_CODES } from '@site/shared/schemas';
import { PERMISSIONS, STAFF_SESSION_COOKIE, type Permission, type Role } from '@site/shared/schemas/operator';
import { AppError } from '../errors';
import { hasAdminToken } from './admin-auth';
import { tokenFromRequest } from './auth';
import { findLiveStaffSession, touchStaffSession } from '../modules/staff/staff-session.repository';
import { hashSecret } from '../modules/session/session-token';

/** Who acts in the back office: a signed-in staff member, or the automation credential (ADMIN_TOKEN). */
export interface StaffPrincipal {
  /** The staff account's id; null for automation. */
  id: number | null;
  account: string;
  displayName: string;
  role: Role | 'automation';
  permissions: Permission[];
  /** The staff session (null for automation): sign-out ends it. */
  sessionId: number | null;
}

/** The audit identity of a request (see docs/back-office.md "Audit"). */
export interface StaffActor {
  staffId: number | null;
  /** `staff:<account>` or `automation` / `automation:<x-admin-actor label>`. */
  actor: string;
  address: string;
}

const ADMIN_PREFIX = '/wps/admin/';
const KNOWN_PERMISSIONS = new Set<string>(PERMISSIONS);
const label = z
  .string()
  .trim()
  .regex(/^[\w.@-]{1,40}$/);

/**
 * ADMIN_TOKEN is the bootstrap/automation credential: every permission, its own audit identity `automation`
 * (`x-admin-actor` is only a label after it, never an identity; docs/back-office.md "ADMIN_TOKEN").
 */
function automationPrincipal(request: FastifyRequest): StaffPrincipal {
  const given = label.safeParse(request.headers['x-admin-actor']);
  return {
    id: null,
    account: given.success ? `automation:${given.data}` : 'automation',
    displayName: 'Automation (ADMIN_TOKEN)',
    role: 'automation',
    permissions: [...PERMISSIONS],
    sessionId: null,
  };
}

/**
 * One cookie's value from the Cookie header (@fastify/cookie loads its parser with a dynamic import that the
 * CommonJS test runtime refuses; one named cookie needs no more than this).
 */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/** The audit identity: who (staff id or automation), from which address. */
export function staffActor(request: FastifyRequest): StaffActor {
  const staff = request.staff;
  if (!staff) throw new Error('staffActor() outside a staff-authenticated route');
  return {
    staffId: staff.id,
    actor: staff.id === null ? staff.account : `staff:${staff.account}`,
    address: request.ip,
  };
}

/**
 * Staff authentication and the permission gate of every `/wps/admin/*` route (docs/back-office.md):
 * - each such route declares `config: { permission }` (one of PERMISSIONS); registering one without a known
 *   permission throws at start-up, and server/test/staff/route-permissions.test.ts checks the route table;
 * - one app-level hook: no credential → 401 STAFF_UNAUTHENTICATED (a wrong `x-admin-token` → 401
 *   ADMIN_UNAUTHORIZED), a member session or a staff member without the permission → 403 STAFF_FORBIDDEN;
 * - `request.staff` is set after it; `app.requireStaff` (preHandler) does the same for the `/wps/staff/*` calls
 *   that need a signed-in staff member but no permission (me, sign-out).
 */
export const staffAuthPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('staff', null);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(ADMIN_PREFIX)) return;
      const permission = (route.config as { permission?: string } | undefined)?.permission;
      if (!permission || !KNOWN_PERMISSIONS.has(permission)) {
        throw new Error(
          `${String(route.method)} ${route.url}: every /wps/admin route declares config.permission from PERMISSIONS (got ${permission ?? 'none'})`,
        );
      }
    });

    const readStaff = async (request: FastifyRequest): Promise<StaffPrincipal | null> => {
      if (request.headers['x-admin-token'] !== undefined) {
        if (!hasAdminToken(app, request))
          throw new AppError(401, ERROR_CODES.ADMIN_UNAUTHORIZED, 'Admin credential missing or wrong');
        return automationPrincipal(request);
      }
      const token = readCookie(request, STAFF_SESSION_COOKIE);
      if (!token || token.length > 200) return null;
      const idleCutoff = new Date(Date.now() - app.config.STAFF_IDLE_MINUTES * 60_000);
      const found = await findLiveStaffSession(app.db, hashSecret(token), idleCutoff);
      if (!found) return null;
      if (found.sessionId !== null) await touchStaffSession(app.db, found.sessionId);
      return found;
    };

    const authenticate = async (request: FastifyRequest): Promise<StaffPrincipal> => {
      const staff = await readStaff(request);
      if (staff) return (request.staff = staff);
      // A member's bearer token is a credential, just not a staff one: forbidden rather than unauthenticated.
      const memberToken = tokenFromRequest(request);
      if (memberToken && (await app.readSession(request)))
        throw new AppError(403, ERROR_CODES.STAFF_FORBIDDEN, 'Staff only');
      // A session cookie that no longer opens a session: it ended (idle, 12 h, signed out elsewhere). Its own code
      // lets the back office say so and send the staff member to sign in, instead of failing call after call.
      if (readCookie(request, STAFF_SESSION_COOKIE))
        throw new AppError(401, ERROR_CODES.STAFF_SESSION_EXPIRED, 'Your back-office session has ended');
      throw new AppError(401, ERROR_CODES.STAFF_UNAUTHENTICATED, 'Please sign in to the back office');
    };

    app.decorate('findStaff', readStaff);

    app.decorate('requireStaff', async (request: FastifyRequest, _reply: FastifyReply) => {
      await authenticate(request);
    });

    app.addHook('onRequest', async (request) => {
      const url = request.routeOptions.url;
      if (!url?.startsWith(ADMIN_PREFIX)) return;
      const permission = request.routeOptions.config.permission;
      const staff = await authenticate(request);
      if (!permission || !staff.permissions.includes(permission)) {
        throw new AppError(403, ERROR_CODES.STAFF_FORBIDDEN, 'Your role does not allow this', {
          permission: permission ?? null,
        });
      }
    });
  },
  { name: 'staff-auth', dependencies: ['db', 'auth'] },
);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission a `/wps/admin/*` route needs (shared/src/schemas/operator/staff.ts PERMISSIONS). */
    permission?: Permission;
  }
  interface FastifyInstance {
    /** The staff member (or automation) the request is signed in as, or null; for calls outside `/wps/admin`. */
    findStaff: (request: FastifyRequest) => Promise<StaffPrincipal | null>;
    /** preHandler: a signed-in staff member (or automation) or 401; sets `request.staff`. */
    requireStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by the staff gate on `/wps/admin/*` routes and by `app.requireStaff`; null elsewhere. */
    staff: StaffPrincipal | null;
  }
}
