import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { ERROR_CODES, type launchRequestSchema, type LaunchResult } from '@site/shared/schemas';
import type { Db } from '../../db/create-db';
import { AppError } from '../../errors';
import { touchRecent } from './activity.repository';
import { toGameDto } from './games.dto';
import * as repo from './games.repository';
import { createLaunchToken, LAUNCH_TOKEN_TTL_MS } from './launch-token';
import { isTrialAccount } from '../member/account-type';

export interface Player {
  memberId: number;
  account: string;
  isAgent: number;
  currency: string;
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
 * SPEC §3 launch → game_url. Visitors and trial accounts may only trial-play supportPlay 0
 * games; a vendor in maintenance answers 'Game maintenance' with other games to try.
 */
export async function launchGame(
  db: Db,
  secret: string,
  req: z.output<typeof launchRequestSchema>,
  player: Player | null,
): Promise<LaunchResult> {
  const game = await repo.findGame(db, { gameId: gameIdOf(req), nodeId: req.nodeId });
  if (!game) throw new AppError(404, ERROR_CODES.GAME_NOT_FOUND, 'Game not found');
  const vendor = await repo.findVendor(db, game.vassalage, game.game_type);
  if (vendor?.maintenance) {
    const recommended = await repo.findRecommended(db, game.game_type, 6);
    throw new AppError(409, ERROR_CODES.GAME_MAINTENANCE, 'Game maintenance', { recommended: recommended.map(toGameDto) });
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
  const token = createLaunchToken(secret, {
    memberId: trial ? null : (player?.memberId ?? null),
    account: trial ? null : (player?.account ?? null),
    gameId: game.game_id,
    gameType: game.game_type,
    vendor: DEMO_VENDOR,
    currency: trial || !player ? 'FUN' : player.currency,
    trial,
    exp: now + LAUNCH_TOKEN_TTL_MS,
    jti: randomUUID(),
  });
  if (!trial && player) await touchRecent(db, player.memberId, game.game_id, new Date(now));
  const query = new URLSearchParams({
    token,
    game: game.game_id,
    kind: gameKind(game.game_type),
    mode: trial ? 'trial' : 'real',
    lang: req.language ?? 'en',
  });
  return { game_url: `/vendor-demo/play?${query.toString()}`, trial };
}
