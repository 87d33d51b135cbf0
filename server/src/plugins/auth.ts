import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '@site/shared/schemas';
import { AppError } from '../errors';
import { findLiveSession } from '../modules/session/session.repository';
import { hashSecret } from '../modules/session/session-token';

export interface SessionInfo {
  memberId: number;
  account: string;
  /** 0 member, 1/2/41/42 agents, 4 trial. */
  isAgent: number;
  tokenId: string;
  /** The session was issued with an expired or temporary password (see requireSession). */
  passwordChangeRequired: boolean;
}

/** `Authorization: Bearer <token>`, or the legacy `token` header. */
export function tokenFromRequest(request: FastifyRequest): string | null {
  const auth = request.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim() || null;
  const legacy = request.headers.token;
  return typeof legacy === 'string' && legacy.length > 0 ? legacy : null;
}

/**
 * Sessions: `app.requireSession` (preHandler) sets `request.session` or answers 401 NOT_LOGGED_IN;
 * `app.readSession(request)` is the optional variant for calls that answer visitors too.
 * Tokens are looked up by their sha256; revoked and expired ones do not exist. A session that must change its
 * password gets 403 PASSWORD_CHANGE_REQUIRED from every route not marked `allowPendingPasswordChange`.
 */
export const authPlugin = fp(
  async (app) => {
    const readSession = async (request: FastifyRequest): Promise<SessionInfo | null> => {
      const token = tokenFromRequest(request);
      if (!token || token.length > 200) return null;
      const row = await findLiveSession(app.db, hashSecret(token));
      return row ?? null;
    };
    // Starts empty; requireSession fills it before any handler that reads it.
    app.decorateRequest('session', null as unknown as SessionInfo);
    app.decorate('readSession', readSession);
    app.decorate('requireSession', async (request: FastifyRequest, _reply: FastifyReply) => {
      const session = await readSession(request);
      if (!session) throw new AppError(401, ERROR_CODES.NOT_LOGGED_IN, 'You are not logged in, please login');
      // The forced change is the server's rule, not only the UI's: until the password is changed, only routes
      // marked `config: { allowPendingPasswordChange: true }` answer (docs/decisions.md "Accounts against abuse").
      if (
        session.passwordChangeRequired &&
        request.routeOptions.config?.allowPendingPasswordChange !== true
      ) {
        throw new AppError(403, ERROR_CODES.PASSWORD_CHANGE_REQUIRED, 'Please change your password first');
      }
      request.session = session;
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route answers a session that must still change its password (change, logout, member info). */
    allowPendingPasswordChange?: boolean;
  }
  interface FastifyInstance {
    requireSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    readSession: (request: FastifyRequest) => Promise<SessionInfo | null>;
  }
  interface FastifyRequest {
    /** Set by `app.requireSession`; only read it in routes that use that preHandler. */
    session: SessionInfo;
  }
}
