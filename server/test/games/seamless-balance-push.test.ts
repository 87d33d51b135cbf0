import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../helpers/test-app';
import { openBalanceStream } from '../wallet/balance-stream-client';
import { createPlayer, seedGames } from './games-fixtures';
import { callWallet, launchToken } from './seamless-client';

// Seamless callbacks tell the member's open tabs after their commit, in batches (migration 0105, docs/payments.md
// "Balance push"), not through the ledger trigger inside the transaction: the tab still hears of every bet and win,
// with the balance it can read, and never of a refused bet.
let app: FastifyInstance;
let baseUrl: string;
beforeAll(async () => {
  app = await createTestApp();
  await seedGames(app.db);
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
});

test('a seamless bet and its win reach the open tab; a refused bet does not', async () => {
  const player = await createPlayer(app, { balanceMinor: 10_000 });
  const token = await launchToken(app, player);
  const tab = await openBalanceStream(baseUrl, player.token);
  try {
    expect((await tab.next()).sumBalance).toBeCloseTo(100, 2);
    const base = { token, roundId: 'push-r', gameId: 'PG-RNG-0002', currency: 'PHP' };
    const bet = await callWallet(app, 'debit', { ...base, transactionId: 'push-bet', amount: '2.50' });
    expect(bet.answer.status).toBe('OK');
    expect((await tab.next(2_000)).sumBalance).toBeCloseTo(97.5, 2);
    await callWallet(app, 'credit', {
      ...base,
      transactionId: 'push-win',
      betTransactionId: 'push-bet',
      amount: '10.00',
    });
    expect((await tab.next(2_000)).sumBalance).toBeCloseTo(107.5, 2);
    const refused = await callWallet(app, 'debit', { ...base, transactionId: 'push-big', amount: '5000.00' });
    expect(refused.answer.status).toBe('INSUFFICIENT_FUNDS');
    await expect(tab.next(1_000)).rejects.toThrow(/no balance event/);
  } finally {
    tab.close();
  }
});
