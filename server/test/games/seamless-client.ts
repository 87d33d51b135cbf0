import type { FastifyInstance } from 'fastify';
import type { SeamlessAnswer } from '@site/shared/schemas';
import { signBody } from '../../src/modules/seamless-wallet/signature';
import type { TestPlayer } from './games-fixtures';

/** Calls the seamless-wallet API the way the vendor does: signed raw JSON body. */
export async function callWallet(
  app: FastifyInstance,
  action: string,
  payload: unknown,
  signature?: string,
): Promise<{ http: number; answer: SeamlessAnswer }> {
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

/** Launches a game and returns the one-time ticket from the iframe URL. */
export async function launchTicket(
  app: FastifyInstance,
  headers: Record<string, string>,
  gameId = 'PG-RNG-0002',
): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/wps/game/launchGame', headers, payload: { gameId } });
  const url = new URL(res.json().value.game_url, 'http://x');
  return url.searchParams.get('ticket') ?? '';
}

/** Launches a real game for the player and opens its ticket as the vendor does: returns the game token. */
export async function launchToken(
  app: FastifyInstance,
  player: TestPlayer,
  gameId = 'PG-RNG-0002',
): Promise<string> {
  const opened = await callWallet(app, 'open', { ticket: await launchTicket(app, player.headers, gameId) });
  return (opened.answer as { token?: string }).token ?? '';
}
