import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { ERROR_CODES, type launchRequestSchema, type LaunchResult } from '@site/shared/schemas';
import type { Db } from '../../db/create-db';
import { AppError } from '../../errors';
import { touchRecent } from './activity.repository';
import { toGameDto } from './games.dto';
import * as repo from './games.repository';
import {
  createLaunchToken,
  LAUNCH_TICKET_TTL_MS,
  LAUNCH_TOKEN_TTL_MS,
  type LaunchClaims,
} from './launch-token';
import { consumeLaunchTicket, insertLaunchTicket, isSessionLive } from '../session/session.repository';
import { hashSecret, newSecret } from '../session/session-token';
import type { DbOrTrx } from '../../db/with-transaction';
import { isTrialAccount } from '../member/account-type';

export interface Player {
  memberId: number;
  account: string;
  isAgent: number;
  currency: string;
  /** The session that asks: the game token is bound to it and dies with it. */
  sessionId?: string;
}

/** Every catalogue game is integrated through the demo aggregator (ADR 004). */
export const DEMO_VENDOR = 'DEMO';

function gameKind(gameType: string): 'slot' | 'dice' {
  return gameType === 'INHOUSE' ? 'dice' : 'slot';
}

/** PVP rooms are `<gameId>-R<n>`: the room picks the table, the game is the same. */
function gameIdOf(req: z.output<typeof launchRequestSchema>): string | undefined {
  if (req.gameId) return req.gameId;
  return req.roomId?.replace(/-R\d+$/, '');
}

/**
 * docs/product.md "Records the site keeps" launch → game_url. Visitors and trial accounts may only trial-play supportPlay 0
 * games; a vendor in maintenance answers 'Game maintenance' with other games to try.
 */
export async function launchGame(
  db: Db,
  secret: string,
  req: z.output<typeof launchRequestSchema>,
  player: Player | null,
): Promise<LaunchResult> {
  const game = await repo.findGame(db, { gameId: gameIdOf(req), nodeId: req.nodeId });
  const vendor = game ? await repo.findVendor(db, game.vassalage, game.game_type) : undefined;
  // A game or vendor the operator took out of the lobby is, for players, no game at all.
  if (!game || !game.enabled || vendor?.enabled === false)
    throw new AppError(404, ERROR_CODES.GAME_NOT_FOUND, 'Game not found');
  if (vendor?.maintenance) {
    const recommended = await repo.findRecommended(db, game.game_type, 6);
    // The operator's message is what the player reads (docs/back-office.md "Running the site").
    throw new AppError(409, ERROR_CODES.GAME_MAINTENANCE, vendor.maintenance_message || 'Game maintenance', {
      vendor: vendor.vassalage,
      maintenanceMessage: vendor.maintenance_message,
      recommended: recommended.map(toGameDto),
    });
  }
  const trialOnly = !player || isTrialAccount(player.isAgent);
  const trial = trialOnly || req.trial === true;
  if (trial && game.support_play !== 0) {
    if (!player) throw new AppError(401, ERROR_CODES.NOT_LOGGED_IN, 'You are not logged in, please login');
    if (isTrialAccount(player.isAgent)) {
      throw new AppError(403, ERROR_CODES.REAL_ACCOUNT_REQUIRED, 'Please register an account first');
    }
    throw new AppError(400, ERROR_CODES.TRIAL_NOT_SUPPORTED, 'This game has no free trial');
  }
  const now = Date.now();
  const claims: LaunchClaims = {
    memberId: trial ? null : (player?.memberId ?? null),
    account: trial ? null : (player?.account ?? null),
    gameId: game.game_id,
    gameType: game.game_type,
    vendor: DEMO_VENDOR,
    currency: trial || !player ? 'FUN' : player.currency,
    trial,
    exp: now + LAUNCH_TOKEN_TTL_MS,
    jti: randomUUID(),
    ...(player?.sessionId ? { sid: player.sessionId } : {}),
  };
  // The URL carries a one-time ticket, not the game token: request logs may record it, but it opens the game
  // once, within 2 minutes, for the session that asked (docs/security.md "Game launch").
  const { secret: ticket, hash } = newSecret();
  await insertLaunchTicket(db, {
    ticketHash: hash,
    sessionId: player?.sessionId ?? null,
    claims: JSON.stringify(claims),
    expiresAt: new Date(now + LAUNCH_TICKET_TTL_MS),
  });
  if (!trial && player) await touchRecent(db, player.memberId, game.game_id, new Date(now));
  const query = new URLSearchParams({
    ticket,
    game: game.game_id,
    // The vendor titles its page with the catalogue's name (a player never reads the id).
    name: game.game_name,
    kind: gameKind(game.game_type),
    mode: trial ? 'trial' : 'real',
    lang: req.language ?? 'en',
  });
  return { game_url: `/vendor-demo/play?${query.toString()}`, trial };
}

/**
 * The vendor opens a launch ticket once (signed seamless call `open`) and gets the game token: unknown, used
 * or expired tickets, tickets of another vendor, and tickets whose session has ended open nothing.
 */
export async function openLaunchTicket(
  db: DbOrTrx,
  secret: string,
  ticket: string,
  vendor: string,
): Promise<string | null> {
  const row = await consumeLaunchTicket(db, hashSecret(ticket));
  if (!row) return null;
  const claims = JSON.parse(row.claims) as LaunchClaims;
  if (claims.vendor !== vendor) return null;
  if (row.session_id !== null && !(await isSessionLive(db, row.session_id))) return null;
  return createLaunchToken(secret, claims);
}

/** Whether the session that launched the game has ended (logout, expiry, password change): its token is dead. */
export async function launchSessionEnded(db: DbOrTrx, claims: LaunchClaims): Promise<boolean> {
  return claims.sid !== undefined && !(await isSessionLive(db, claims.sid));
}
