import type { FastifyInstance } from 'fastify';
import { LAUNCH_TICKET_TTL_MS } from '../../src/modules/games/launch-token';
import { hashSecret } from '../../src/modules/session/session-token';
import { createTestApp } from '../helpers/test-app';
import { createPlayer, seedGames, type TestPlayer } from './games-fixtures';
import { callWallet, launchTicket } from './seamless-client';

/** Issue 16, finding 7: the iframe URL carries a one-time ticket; the game token is bound to the session that asked. */
describe('game launch tickets', () => {
  let app: FastifyInstance;
  let player: TestPlayer;
  beforeAll(async () => {
    app = await createTestApp();
    await seedGames(app.db);
    player = await createPlayer(app, { balanceMinor: 10_000 });
  }, 120_000);
  afterAll(async () => app.close());

  const open = async (ticket: string) => callWallet(app, 'open', { ticket });
  const balance = async (token: string) => (await callWallet(app, 'balance', { token })).answer.status;
  const bet = async (token: string, id: string) =>
    (
      await callWallet(app, 'debit', {
        token,
        transactionId: id,
        roundId: id,
        gameId: 'PG-RNG-0002',
        amount: '1.00',
        currency: 'PHP',
      })
    ).answer.status;
  /** A second session of the same member, so ending it does not touch the shared fixture's session. */
  const freshSession = async (): Promise<{ headers: Record<string, string>; tokenId: string }> => {
    const res = await app.inject({ method: 'POST', url: '/wps/session/ticket', headers: player.headers });
    const exchanged = await app.inject({
      method: 'POST',
      url: '/wps/session/exchange',
      payload: { ticket: res.json().value.ticket },
    });
    const token = exchanged.json().value.token as string;
    const row = await app.db
      .selectFrom('session_token')
      .select('id')
      .where('token_hash', '=', hashSecret(token))
      .executeTakeFirstOrThrow();
    return { headers: { authorization: `Bearer ${token}` }, tokenId: row.id };
  };

  it('puts a ticket, never the game token, in the URL; the ticket opens once and lives 2 minutes', async () => {
    const launched = await app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: player.headers,
      payload: { gameId: 'PG-RNG-0002' },
    });
    const url = new URL(launched.json().value.game_url, 'http://x');
    expect(url.searchParams.has('token')).toBe(false);
    const ticket = url.searchParams.get('ticket') ?? '';
    const row = await app.db
      .selectFrom('launch_ticket')
      .selectAll()
      .where('ticket_hash', '=', hashSecret(ticket))
      .executeTakeFirstOrThrow();
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBeLessThanOrEqual(
      LAUNCH_TICKET_TTL_MS + 1000,
    );
    expect(JSON.stringify(row)).not.toContain(ticket);

    const first = await open(ticket);
    expect(first.answer.status).toBe('OK');
    const token = (first.answer as { token?: string }).token ?? '';
    expect(await balance(token)).toBe('OK');
    const second = await open(ticket);
    expect(second.answer).toEqual({ status: 'TOKEN_INVALID' });
  });

  it('an expired ticket opens nothing', async () => {
    const ticket = await launchTicket(app, player.headers);
    await app.db
      .updateTable('launch_ticket')
      .set({ expires_at: new Date(Date.now() - 1) })
      .where('ticket_hash', '=', hashSecret(ticket))
      .execute();
    expect((await open(ticket)).answer.status).toBe('TOKEN_INVALID');
  });

  it('a launch token dies with logout: no more balance or bets, while wins of bets already placed still land', async () => {
    const session = await freshSession();
    const opened = await open(await launchTicket(app, session.headers));
    const token = (opened.answer as { token?: string }).token ?? '';
    expect(await bet(token, 'logout-bet-1')).toBe('OK');
    const pendingTicket = await launchTicket(app, session.headers);
    const out = await app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: session.headers });
    expect(out.json().success).toBe(true);
    expect(await balance(token)).toBe('TOKEN_EXPIRED');
    expect(await bet(token, 'logout-bet-2')).toBe('TOKEN_EXPIRED');
    const win = await callWallet(app, 'credit', {
      token,
      transactionId: 'logout-win-1',
      betTransactionId: 'logout-bet-1',
      roundId: 'logout-bet-1',
      gameId: 'PG-RNG-0002',
      amount: '2.00',
      currency: 'PHP',
    });
    expect(win.answer.status).toBe('OK');
    // A ticket issued before the logout cannot open a game afterwards either.
    expect((await open(pendingTicket)).answer.status).toBe('TOKEN_INVALID');
  });

  it('a launch token dies when its session is revoked (a password change ends the other sessions)', async () => {
    const session = await freshSession();
    const token =
      ((await open(await launchTicket(app, session.headers))).answer as { token?: string }).token ?? '';
    expect(await balance(token)).toBe('OK');
    await app.db
      .updateTable('session_token')
      .set({ revoked_at: new Date() })
      .where('id', '=', session.tokenId)
      .execute();
    expect(await balance(token)).toBe('TOKEN_EXPIRED');
  });

  it('a ticket is opened only by a signed vendor call', async () => {
    const ticket = await launchTicket(app, player.headers);
    const res = await app.inject({
      method: 'POST',
      url: '/wps/seamless/OTHER/open',
      headers: { 'content-type': 'application/json', 'x-signature': 'nope' },
      payload: JSON.stringify({ ticket }),
    });
    expect(res.json().status).toBe('INVALID_SIGNATURE');
    expect((await open(ticket)).answer.status).toBe('OK');
  });
});
