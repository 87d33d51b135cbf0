import type { FastifyInstance } from 'fastify';
import type { SeamlessAnswer } from '@site/shared/schemas';
import { signBody } from '../../src/modules/seamless-wallet/signature';
import type { TestPlayer } from './games-fixtures';

/** Calls the seamless-wallet API the way the vendor does: signed raw JSON body. */
export async function callWallet(app: FastifyInstance, action: string, payload: unknown, signature?: string): Promise<{ http: number; answer: SeamlessAnswer }> {
  const body = JSON.stringify(payload);
  const secret = app.config.VENDOR_SECRET_DEMO;
  const res = await app.inject({
    method: 'POST',
    url: `/wps/seamless/DEMO/${action}`,
    headers: { 'content-type': 'application/json', 'x-signature': signature ?? signBody(secret, body) },
    payload: body,
  });
  return { http: res.statusCode, answer: res.json() as SeamlessAnswer };
}

/** Launches a real game for the player and returns the game-session token from the URL. */
export async function launchToken(app: FastifyInstance, player: TestPlayer, gameId = 'PG-RNG-0002'): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/wps/game/launchGame', headers: player.headers, payload: { gameId } });
  const url = new URL(res.json().value.game_url, 'http://x');
  return url.searchParams.get('token') ?? '';
}
