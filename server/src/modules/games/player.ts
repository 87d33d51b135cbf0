import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@site/shared/schemas';
import { AppError } from '../../errors';
import type { Player } from './launch.service';
import { isTrialAccount } from '../member/account-type';
import { findMemberById } from '../member/member.repository';

function hasToken(request: FastifyRequest): boolean {
  return Boolean(request.headers.authorization || request.headers['token']);
}

async function memberCurrency(app: FastifyInstance, memberId: number): Promise<string> {
  return (await findMemberById(app.db, memberId))?.currency ?? 'PHP';
}

/**
 * The caller as a player, or null for a visitor. A request that carries a token must carry a
 * valid one (401 → the client's session:expired), so a stale login never silently plays trial.
 */
export async function optionalPlayer(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Player | null> {
  if (!hasToken(request)) return null;
  await app.requireSession(request, reply);
  const s = request.session;
  if (!s) return null;
  return {
    memberId: s.memberId,
    account: s.account,
    isAgent: s.isAgent,
    currency: await memberCurrency(app, s.memberId),
    sessionId: s.tokenId,
  };
}

/** Favourites, recent and rooms need a real account: trial accounts get the real-account warning. */
export function requireRealAccount(request: FastifyRequest): { memberId: number } {
  const s = request.session;
  if (!s) throw new AppError(401, ERROR_CODES.NOT_LOGGED_IN, 'You are not logged in, please login');
  if (isTrialAccount(s.isAgent))
    throw new AppError(403, ERROR_CODES.REAL_ACCOUNT_REQUIRED, 'Please register an account first');
  return { memberId: s.memberId };
}
