import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../helpers/test-app';
import { balanceMinor, createPlayer, ledgerSum, seedGames } from './games-fixtures';
import { callWallet, launchToken } from './seamless-client';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
  await seedGames(app.db);
});
afterAll(async () => {
  await app.close();
});

describe('simultaneous rounds on one member', () => {
  it('never goes negative, applies each transaction once and keeps Σ balances constant', async () => {
    const player = await createPlayer(app, { balanceMinor: 2_000 });
    const token = await launchToken(app, player);
    const sumBefore = await ledgerSum(app);
    const ROUNDS = 40;
    // 40 bets of 1.00 against 20.00, each sent twice at once (a vendor retry), then their wins.
    const rounds = Array.from({ length: ROUNDS }, (_, i) => ({
      token,
      transactionId: `c-bet-${i}`,
      roundId: `c-${i}`,
      gameId: 'PG-RNG-0002',
      amount: '1.00',
      currency: 'PHP',
    }));
    const answers = await Promise.all(
      rounds.flatMap((r) => [callWallet(app, 'debit', r), callWallet(app, 'debit', r)]),
    );
    const accepted = new Set(
      rounds
        .filter(
          (_, i) => answers[2 * i]?.answer.status === 'OK' || answers[2 * i + 1]?.answer.status === 'OK',
        )
        .map((r) => r.transactionId),
    );
    expect(answers.every((a) => ['OK', 'INSUFFICIENT_FUNDS'].includes(a.answer.status))).toBe(true);
    expect(accepted.size).toBe(20);
    expect(await balanceMinor(app, player.memberId)).toBe(0);
    const wins = await Promise.all(
      [...accepted].map((bet, i) =>
        callWallet(app, 'credit', {
          ...rounds[0],
          transactionId: `c-win-${i}`,
          roundId: `w-${i}`,
          betTransactionId: bet,
          amount: '0.50',
        }),
      ),
    );
    expect(wins.every((w) => w.answer.status === 'OK')).toBe(true);
    expect(await balanceMinor(app, player.memberId)).toBe(1_000);
    const records = await app.db
      .selectFrom('bet_record')
      .selectAll()
      .where('member_id', '=', player.memberId)
      .execute();
    expect(records).toHaveLength(20);
    expect(await ledgerSum(app)).toBe(sumBefore);
    const negative = await app.db
      .selectFrom('wallet_account')
      .select('id')
      .where('kind', '=', 'member')
      .where('balance_minor', '<', 0)
      .execute();
    expect(negative).toHaveLength(0);
  });
});
