import type { FastifyInstance } from 'fastify';
import { diceRoll, hashSeed, roundBytes } from '../../src/modules/vendor-demo/fairness';
import { createTestApp } from '../helpers/test-app';
import { balanceMinor, createPlayer, ledgerSum, seedGames, type TestPlayer } from './games-fixtures';

let app: FastifyInstance;
let base: string;
let player: TestPlayer;

beforeAll(async () => {
  app = await createTestApp();
  await seedGames(app.db);
  // The vendor calls the wallet over real HTTP, so the platform must listen.
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  player = await createPlayer(app, { balanceMinor: 5_000 });
});
afterAll(async () => {
  await app.close();
});

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  // Tests read loosely shaped values (session, round, rotate): a record is enough here.
  return (await res.json()) as { success: boolean; value: Record<string, any>; code: string }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function openGame(gameId: string, headers: Record<string, string> = {}) {
  const launched = await post('/wps/game/launchGame', { gameId }, headers);
  const url = new URL(launched.value.game_url, base);
  const page = await fetch(url);
  expect(page.headers.get('content-type')).toContain('text/html');
  const q = url.searchParams;
  return post('/vendor-demo/api/session', {
    ticket: q.get('ticket'),
    game: q.get('game'),
    kind: q.get('kind'),
    mode: q.get('mode'),
  });
}

describe('demo vendor', () => {
  it('plays real slot rounds through the seamless wallet and records every round', async () => {
    const session = await openGame('PG-RNG-0002', player.headers);
    expect(session.value).toMatchObject({ trial: false, currency: 'PHP', balance: '50.00', nonce: 0 });
    let last = session.value.balance as string;
    for (let i = 0; i < 5; i += 1) {
      const round = await post('/vendor-demo/api/round', { sessionId: session.value.sessionId, bet: '1.00' });
      expect(round.success).toBe(true);
      expect(Number(round.value.balance)).toBeCloseTo(Number(last) - 1 + Number(round.value.win), 2);
      last = round.value.balance;
    }
    expect((await balanceMinor(app, player.memberId)) / 100).toBeCloseTo(Number(last), 2);
    const records = await app.db
      .selectFrom('bet_record')
      .selectAll()
      .where('member_id', '=', player.memberId)
      .execute();
    expect(records).toHaveLength(5);
    expect(records.every((r) => r.status === 'settled' && Number(r.bet_minor) === 100)).toBe(true);
    expect(await ledgerSum(app)).toBe(0);
  });

  it('commits to the server seed and reveals it so every round can be recomputed', async () => {
    const session = await openGame('HOUSE-INHOUSE-0001');
    const committed = session.value.serverSeedHash as string;
    const round = await post('/vendor-demo/api/round', {
      sessionId: session.value.sessionId,
      bet: '2.00',
      clientSeed: 'my-seed',
      target: 60,
    });
    expect(round.value).toMatchObject({
      nonce: 1,
      serverSeedHash: committed,
      clientSeed: 'my-seed',
      target: 60,
    });
    const rotated = await post('/vendor-demo/api/rotate', { sessionId: session.value.sessionId });
    const { serverSeed } = rotated.value.revealed;
    expect(hashSeed(serverSeed)).toBe(committed);
    expect(diceRoll(roundBytes(serverSeed, 'my-seed', 1))).toBe(round.value.roll);
    expect(rotated.value.next.serverSeedHash).not.toBe(committed);
  });

  it('trial play uses play money and moves nothing', async () => {
    const sumBefore = await ledgerSum(app);
    const recordsBefore = await app.db.selectFrom('bet_record').select('id').execute();
    const session = await openGame('PG-RNG-0001');
    expect(session.value).toMatchObject({ trial: true, currency: 'FUN', balance: '1000.00' });
    const round = await post('/vendor-demo/api/round', { sessionId: session.value.sessionId, bet: '10.00' });
    expect(round.value.reels).toHaveLength(3);
    expect(Number(round.value.balance)).toBeCloseTo(990 + Number(round.value.win), 2);
    expect(await ledgerSum(app)).toBe(sumBefore);
    expect(await app.db.selectFrom('bet_record').select('id').execute()).toHaveLength(recordsBefore.length);
  });

  it('refuses a bet above the balance without moving money', async () => {
    const poor = await createPlayer(app, { balanceMinor: 50 });
    const session = await openGame('PG-RNG-0002', poor.headers);
    const round = await post('/vendor-demo/api/round', { sessionId: session.value.sessionId, bet: '1.00' });
    expect(round).toMatchObject({ success: false, code: 'INSUFFICIENT_BALANCE' });
    expect(await balanceMinor(app, poor.memberId)).toBe(50);
  });

  it('serves the verify page and the game assets', async () => {
    const verify = await fetch(`${base}/vendor-demo/verify`);
    expect(await verify.text()).toContain('HMAC-SHA256');
    const js = await fetch(`${base}/vendor-demo/assets/game.js`);
    expect(js.headers.get('content-type')).toContain('javascript');
    expect((await fetch(`${base}/vendor-demo/assets/secret.txt`)).status).toBe(404);
  });
});
