import type { FastifyInstance } from 'fastify';
import { createLaunchToken } from '../../src/modules/games/launch-token';
import { createTestApp } from '../helpers/test-app';
import { balanceMinor, createPlayer, ledgerSum, seedGames, type TestPlayer } from './games-fixtures';
import { callWallet, launchTicket, launchToken } from './seamless-client';

let app: FastifyInstance;
let player: TestPlayer;
let token: string;
const GAME = 'PG-RNG-0002';

beforeAll(async () => {
  app = await createTestApp();
  await seedGames(app.db);
  player = await createPlayer(app, { balanceMinor: 10_000 });
  token = await launchToken(app, player, GAME);
});
afterAll(async () => {
  await app.close();
});

let seq = 0;
function ids() {
  seq += 1;
  return { roundId: `round-${seq}`, bet: `bet-${seq}`, win: `win-${seq}`, rb: `rb-${seq}` };
}
const debit = (t: string, txn: string, roundId: string, amount = '1.00') => ({
  token: t,
  transactionId: txn,
  roundId,
  gameId: GAME,
  amount,
  currency: 'PHP',
});

describe('seamless wallet', () => {
  it('rejects a bad signature and a bad body with HTTP 200 statuses', async () => {
    const res = await callWallet(app, 'balance', { token }, 'deadbeef');
    expect(res).toEqual({ http: 200, answer: { status: 'INVALID_SIGNATURE' } });
    const bad = await callWallet(app, 'debit', { token, amount: '1.234' });
    expect(bad.http).toBe(200);
    expect(bad.answer.status).toBe('BAD_REQUEST');
    const forged = await callWallet(app, 'balance', { token: `${token.slice(0, -2)}xx` });
    expect(forged.answer.status).toBe('TOKEN_INVALID');
  });

  it('answers the balance for a live token', async () => {
    const res = await callWallet(app, 'balance', { token });
    expect(res.answer).toEqual({ status: 'OK', balance: '100.00', currency: 'PHP' });
  });

  it('debit then credit moves money through the ledger and records the round', async () => {
    const r = ids();
    const before = await balanceMinor(app, player.memberId);
    const bet = await callWallet(app, 'debit', debit(token, r.bet, r.roundId, '2.50'));
    expect(bet.answer).toMatchObject({ status: 'OK', balance: ((before - 250) / 100).toFixed(2) });
    const win = await callWallet(app, 'credit', {
      ...debit(token, r.win, r.roundId, '5.00'),
      betTransactionId: r.bet,
    });
    expect(win.answer).toMatchObject({ status: 'OK', balance: ((before + 250) / 100).toFixed(2) });
    const record = await app.db
      .selectFrom('bet_record')
      .selectAll()
      .where('bet_transaction_id', '=', r.bet)
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({
      status: 'settled',
      bet_minor: 250,
      valid_bet_minor: 250,
      win_minor: 500,
      game_id: GAME,
      member_id: player.memberId,
    });
    expect(await ledgerSum(app)).toBe(0);
    const winners = await app.inject({ method: 'GET', url: '/wps/games/winners' });
    expect(winners.json().value.list[0].vo).toMatchObject({ gameId: GAME, winAmount: 5 });
  });

  it('a replay returns the first answer; same id with another payload is a duplicate', async () => {
    const r = ids();
    const first = await callWallet(app, 'debit', debit(token, r.bet, r.roundId));
    const balanceAfterFirst = await balanceMinor(app, player.memberId);
    const replay = await callWallet(app, 'debit', debit(token, r.bet, r.roundId));
    expect(replay.answer).toEqual(first.answer);
    expect(await balanceMinor(app, player.memberId)).toBe(balanceAfterFirst);
    const dup = await callWallet(app, 'debit', debit(token, r.bet, r.roundId, '3.00'));
    expect(dup.answer.status).toBe('DUPLICATE_TRANSACTION');
    expect(await balanceMinor(app, player.memberId)).toBe(balanceAfterFirst);
  });

  it('insufficient funds answers with the actual balance, moves nothing, and stays the answer to that id (ADR 004: first answer forever)', async () => {
    const r = ids();
    const before = await balanceMinor(app, player.memberId);
    const tooMuch = ((before + 100) / 100).toFixed(2);
    const res = await callWallet(app, 'debit', debit(token, r.bet, r.roundId, tooMuch));
    expect(res.answer).toEqual({
      status: 'INSUFFICIENT_FUNDS',
      transactionId: r.bet,
      balance: (before / 100).toFixed(2),
      currency: 'PHP',
    });
    expect(await balanceMinor(app, player.memberId)).toBe(before);
    const retry = await callWallet(app, 'debit', debit(token, r.bet, r.roundId, tooMuch));
    expect(retry.answer).toEqual(res.answer);
    const records = await app.db
      .selectFrom('bet_record')
      .select('id')
      .where('bet_transaction_id', '=', r.bet)
      .execute();
    expect(records).toHaveLength(0);
  });

  it('a win for an unknown bet is TRANSACTION_NOT_FOUND', async () => {
    const r = ids();
    const res = await callWallet(app, 'credit', {
      ...debit(token, r.win, r.roundId),
      betTransactionId: 'never-placed',
    });
    expect(res.answer.status).toBe('TRANSACTION_NOT_FOUND');
  });

  it('rollback refunds its bet once; a second rollback is ALREADY_CANCELLED; a win after it is refused', async () => {
    const r = ids();
    const before = await balanceMinor(app, player.memberId);
    await callWallet(app, 'debit', debit(token, r.bet, r.roundId, '4.00'));
    const rb = await callWallet(app, 'rollback', {
      token,
      transactionId: r.rb,
      betTransactionId: r.bet,
      roundId: r.roundId,
      gameId: GAME,
    });
    expect(rb.answer).toMatchObject({ status: 'OK', balance: (before / 100).toFixed(2) });
    const again = await callWallet(app, 'rollback', {
      token,
      transactionId: `${r.rb}-2`,
      betTransactionId: r.bet,
      roundId: r.roundId,
      gameId: GAME,
    });
    expect(again.answer.status).toBe('ALREADY_CANCELLED');
    const win = await callWallet(app, 'credit', {
      ...debit(token, r.win, r.roundId, '8.00'),
      betTransactionId: r.bet,
    });
    expect(win.answer.status).toBe('ALREADY_CANCELLED');
    expect(await balanceMinor(app, player.memberId)).toBe(before);
    const record = await app.db
      .selectFrom('bet_record')
      .selectAll()
      .where('bet_transaction_id', '=', r.bet)
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({ status: 'cancelled', valid_bet_minor: 0 });
  });

  it('a rollback after settlement is refused', async () => {
    const r = ids();
    await callWallet(app, 'debit', debit(token, r.bet, r.roundId));
    await callWallet(app, 'credit', { ...debit(token, r.win, r.roundId, '0.00'), betTransactionId: r.bet });
    const rb = await callWallet(app, 'rollback', {
      token,
      transactionId: r.rb,
      betTransactionId: r.bet,
      roundId: r.roundId,
      gameId: GAME,
    });
    expect(rb.answer.status).toBe('ALREADY_SETTLED');
  });

  it('a rollback before its bet leaves a tombstone: the late bet fails and is never debited', async () => {
    const r = ids();
    const before = await balanceMinor(app, player.memberId);
    const rb = await callWallet(app, 'rollback', {
      token,
      transactionId: r.rb,
      betTransactionId: r.bet,
      roundId: r.roundId,
      gameId: GAME,
    });
    expect(rb.answer.status).toBe('OK');
    const late = await callWallet(app, 'debit', debit(token, r.bet, r.roundId));
    expect(late.answer.status).toBe('BET_CANCELLED');
    expect(await balanceMinor(app, player.memberId)).toBe(before);
  });

  it('wins and rollbacks are accepted after the game token expired; bets are not', async () => {
    const secret = app.config.LAUNCH_TOKEN_KEY;
    const live = createLaunchToken(secret, {
      memberId: player.memberId,
      account: player.account,
      gameId: GAME,
      gameType: 'RNG',
      vendor: 'DEMO',
      currency: 'PHP',
      trial: false,
      exp: Date.now() + 300,
      jti: 'x1',
    });
    const r = ids();
    const r2 = ids();
    await callWallet(app, 'debit', debit(live, r.bet, r.roundId, '1.00'));
    await callWallet(app, 'debit', debit(live, r2.bet, r2.roundId, '1.00'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    const before = await balanceMinor(app, player.memberId);
    const bet = await callWallet(app, 'debit', debit(live, `${r.bet}-late`, r.roundId));
    expect(bet.answer.status).toBe('TOKEN_EXPIRED');
    const win = await callWallet(app, 'credit', {
      ...debit(live, r.win, r.roundId, '3.00'),
      betTransactionId: r.bet,
    });
    expect(win.answer.status).toBe('OK');
    const rb = await callWallet(app, 'rollback', {
      token: live,
      transactionId: r2.rb,
      betTransactionId: r2.bet,
      roundId: r2.roundId,
      gameId: GAME,
    });
    expect(rb.answer.status).toBe('OK');
    expect(await balanceMinor(app, player.memberId)).toBe(before + 400);
  });

  it('trial tokens never reach the wallet', async () => {
    const opened = await callWallet(app, 'open', { ticket: await launchTicket(app, {}, 'PG-RNG-0001') });
    const trialToken = (opened.answer as { token?: string }).token ?? '';
    expect(trialToken).not.toBe('');
    const answer = await callWallet(app, 'debit', {
      ...debit(trialToken, 'trial-bet', 'trial-round'),
      gameId: 'PG-RNG-0001',
      currency: 'FUN',
    });
    expect(answer.answer.status).toBe('TOKEN_INVALID');
  });

  it('keeps Σ balances at zero throughout', async () => {
    expect(await ledgerSum(app)).toBe(0);
  });
});
