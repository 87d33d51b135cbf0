import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { createLaunchToken } from '../../src/modules/games/launch-token';
import { requestHash } from '../../src/modules/wallet/ledger-post';
import { balanceMinor, createPlayer, seedGames, type TestPlayer } from './games-fixtures';
import { callWallet, launchToken } from './seamless-client';

/**
 * Every documented answer of the seamless wallet (ADR 004), as a table: each case is a short conversation of a
 * vendor with the wallet and the answer and balance each call must get. The rules live in one place, the database
 * function `seamless_callback` (migration 0311) behind Node's checks of what needs no database; the same table runs
 * on PGlite (seamless-rules.test.ts) and on PostgreSQL (seamless-rules.pg.test.ts), so the two engines agree. Where
 * SQL re-states a rule of the TypeScript code (the ledger's request hash, the money format) both are compared.
 */
const GAME = 'PG-RNG-0002';

type Who = 'member' | 'other' | 'expired' | 'sessionEnded' | 'forged';
interface Step {
  as: Who;
  action: 'debit' | 'credit' | 'rollback';
  /** `bet`, `bet2`, `win`, `rb` are replaced by ids unique to the case. */
  body: Record<string, string>;
  /** The whole answer but the balance, which is checked as `balanceDelta` (minor units since the case began). */
  expect: { status: string; transactionId?: string; message?: string; balanceDelta?: number };
  /** Send the step twice: the second answer must be the first, byte for byte. */
  replay?: true;
}
interface Case {
  name: string;
  steps: Step[];
  /** The member's balance after the case, minor units since it began. */
  balanceDelta: number;
}

const debit = (bet: string, amount: string, extra: Record<string, string> = {}) => ({
  transactionId: bet,
  roundId: 'r',
  gameId: GAME,
  amount,
  currency: 'PHP',
  ...extra,
});
const credit = (win: string, bet: string, amount: string, extra: Record<string, string> = {}) => ({
  ...debit(win, amount),
  betTransactionId: bet,
  ...extra,
});
const rollback = (rb: string, bet: string, extra: Record<string, string> = {}) => ({
  transactionId: rb,
  betTransactionId: bet,
  roundId: 'r',
  gameId: GAME,
  ...extra,
});
const OWNER = 'the token is not the bet owner’s';

export const CASES: Case[] = [
  {
    name: 'a bet then a win move money once; replays get the first answer byte for byte',
    steps: [
      {
        as: 'member',
        action: 'debit',
        body: debit('bet', '2.50'),
        expect: { status: 'OK', transactionId: 'bet', balanceDelta: -250 },
        replay: true,
      },
      {
        as: 'member',
        action: 'credit',
        body: credit('win', 'bet', '5.00'),
        expect: { status: 'OK', transactionId: 'win', balanceDelta: 250 },
        replay: true,
      },
    ],
    balanceDelta: 250,
  },
  {
    name: 'a loss is a win of 0; a second win of the bet is ALREADY_SETTLED, a rollback after it too',
    steps: [
      {
        as: 'member',
        action: 'debit',
        body: debit('bet', '1.00'),
        expect: { status: 'OK', transactionId: 'bet', balanceDelta: -100 },
      },
      {
        as: 'member',
        action: 'credit',
        body: credit('win', 'bet', '0.00'),
        expect: { status: 'OK', transactionId: 'win', balanceDelta: -100 },
      },
      {
        as: 'member',
        action: 'credit',
        body: credit('win2', 'bet', '9.00'),
        expect: { status: 'ALREADY_SETTLED', transactionId: 'win2', balanceDelta: -100 },
      },
      {
        as: 'member',
        action: 'rollback',
        body: rollback('rb', 'bet'),
        expect: { status: 'ALREADY_SETTLED', transactionId: 'rb', balanceDelta: -100 },
      },
    ],
    balanceDelta: -100,
  },
  {
    name: 'the same id with another request is DUPLICATE_TRANSACTION and moves nothing',
    steps: [
      {
        as: 'member',
        action: 'debit',
        body: debit('bet', '1.00'),
        expect: { status: 'OK', transactionId: 'bet', balanceDelta: -100 },
      },
      {
        as: 'member',
        action: 'debit',
        body: debit('bet', '3.00'),
        expect: { status: 'DUPLICATE_TRANSACTION', transactionId: 'bet' },
      },
    ],
    balanceDelta: -100,
  },
  {
    name: 'INSUFFICIENT_FUNDS names the balance, moves nothing, and stays the answer to that id',
    steps: [
      {
        as: 'member',
        action: 'debit',
        body: debit('bet', '999999.00'),
        expect: { status: 'INSUFFICIENT_FUNDS', transactionId: 'bet', balanceDelta: 0 },
        replay: true,
      },
    ],
    balanceDelta: 0,
  },
  {
    name: 'a win of an unknown bet is TRANSACTION_NOT_FOUND, forever for that id',
    steps: [
      {
        as: 'member',
        action: 'credit',
        body: credit('win', 'bet', '1.00'),
        expect: { status: 'TRANSACTION_NOT_FOUND', transactionId: 'win' },
        replay: true,
      },
      {
        as: 'member',
        action: 'debit',
        body: debit('bet', '1.00'),
        expect: { status: 'OK', transactionId: 'bet', balanceDelta: -100 },
      },
      {
        as: 'member',
        action: 'credit',
        body: credit('win', 'bet', '1.00'),
        expect: { status: 'TRANSACTION_NOT_FOUND', transactionId: 'win' },
      },
    ],
    balanceDelta: -100,
  },
  {
    name: 'a rollback refunds once (by the bet, whatever its id); then ALREADY_CANCELLED for rollbacks and wins',
    steps: [
      {
        as: 'member',
        action: 'debit',
        body: debit('bet', '4.00'),
        expect: { status: 'OK', transactionId: 'bet', balanceDelta: -400 },
      },
      {
        as: 'member',
        action: 'rollback',
        body: rollback('rb', 'bet'),
        expect: { status: 'OK', transactionId: 'rb', balanceDelta: 0 },
        replay: true,
      },
      {
        as: 'member',
        action: 'rollback',
        body: rollback('rb2', 'bet'),
        expect: { status: 'ALREADY_CANCELLED', transactionId: 'rb2', balanceDelta: 0 },
      },
      {
        as: 'member',
        action: 'credit',
        body: credit('win', 'bet', '8.00'),
        expect: { status: 'ALREADY_CANCELLED', transactionId: 'win', balanceDelta: 0 },
      },
    ],
    balanceDelta: 0,
  },
  {
    name: 'a rollback before its bet is a tombstone: the late bet is BET_CANCELLED and never debited',
    steps: [
      {
        as: 'member',
        action: 'rollback',
        body: rollback('rb', 'bet'),
        expect: { status: 'OK', transactionId: 'rb', balanceDelta: 0 },
      },
      {
        as: 'member',
        action: 'debit',
        body: debit('bet', '1.00'),
        expect: { status: 'BET_CANCELLED', transactionId: 'bet' },
        replay: true,
      },
    ],
    balanceDelta: 0,
  },
  {
    name: 'a refused bet can be cancelled by its member only',
    steps: [
      {
        as: 'member',
        action: 'debit',
        body: debit('bet', '999999.00'),
        expect: { status: 'INSUFFICIENT_FUNDS', transactionId: 'bet', balanceDelta: 0 },
      },
      {
        as: 'other',
        action: 'rollback',
        body: rollback('rb', 'bet'),
        expect: { status: 'TOKEN_INVALID', transactionId: 'rb', message: OWNER },
      },
      {
        as: 'member',
        action: 'rollback',
        body: rollback('rb2', 'bet'),
        expect: { status: 'OK', transactionId: 'rb2', balanceDelta: 0 },
      },
    ],
    balanceDelta: 0,
  },
  {
    name: 'another member’s token cannot win or cancel the bet: TOKEN_INVALID',
    steps: [
      {
        as: 'member',
        action: 'debit',
        body: debit('bet', '1.00'),
        expect: { status: 'OK', transactionId: 'bet', balanceDelta: -100 },
      },
      {
        as: 'other',
        action: 'credit',
        body: credit('win', 'bet', '50.00'),
        expect: { status: 'TOKEN_INVALID', transactionId: 'win', message: OWNER },
      },
      {
        as: 'other',
        action: 'rollback',
        body: rollback('rb', 'bet'),
        expect: { status: 'TOKEN_INVALID', transactionId: 'rb', message: OWNER },
      },
      {
        as: 'member',
        action: 'credit',
        body: credit('win2', 'bet', '1.50'),
        expect: { status: 'OK', transactionId: 'win2', balanceDelta: 50 },
      },
    ],
    balanceDelta: 50,
  },
  {
    name: 'a win or rollback naming another game or currency than the bet is BAD_REQUEST',
    steps: [
      {
        as: 'member',
        action: 'debit',
        body: debit('bet', '1.00'),
        expect: { status: 'OK', transactionId: 'bet', balanceDelta: -100 },
      },
      {
        as: 'member',
        action: 'credit',
        body: credit('win', 'bet', '2.00', { gameId: 'PG-RNG-0001' }),
        expect: { status: 'BAD_REQUEST', transactionId: 'win', message: 'the game does not match the bet' },
      },
      {
        as: 'member',
        action: 'credit',
        body: credit('win2', 'bet', '2.00', { currency: 'USD' }),
        expect: {
          status: 'BAD_REQUEST',
          transactionId: 'win2',
          message: 'the currency does not match the bet',
        },
      },
      {
        as: 'member',
        action: 'rollback',
        body: rollback('rb', 'bet', { gameId: 'PG-RNG-0001' }),
        expect: { status: 'BAD_REQUEST', transactionId: 'rb', message: 'the game does not match the bet' },
      },
      {
        as: 'member',
        action: 'rollback',
        body: rollback('rb2', 'bet'),
        expect: { status: 'OK', transactionId: 'rb2', balanceDelta: 0 },
      },
    ],
    balanceDelta: 0,
  },
  {
    name: 'a bet for another game or currency than its token, or of 0, is BAD_REQUEST and not stored',
    steps: [
      {
        as: 'member',
        action: 'debit',
        body: debit('bet', '1.00', { gameId: 'PG-RNG-0001' }),
        expect: { status: 'BAD_REQUEST', message: 'game, currency or amount does not match the session' },
      },
      {
        as: 'member',
        action: 'debit',
        body: debit('bet', '1.00', { currency: 'USD' }),
        expect: { status: 'BAD_REQUEST', message: 'game, currency or amount does not match the session' },
      },
      {
        as: 'member',
        action: 'debit',
        body: debit('bet', '0.00'),
        expect: { status: 'BAD_REQUEST', message: 'game, currency or amount does not match the session' },
      },
      {
        as: 'member',
        action: 'debit',
        body: debit('bet', '1.00'),
        expect: { status: 'OK', transactionId: 'bet', balanceDelta: -100 },
      },
    ],
    balanceDelta: -100,
  },
  {
    name: 'an expired token or an ended session cannot bet (TOKEN_EXPIRED, not stored); wins and rollbacks still land',
    steps: [
      {
        as: 'member',
        action: 'debit',
        body: debit('bet', '1.00'),
        expect: { status: 'OK', transactionId: 'bet', balanceDelta: -100 },
      },
      {
        as: 'member',
        action: 'debit',
        body: debit('bet2', '1.00'),
        expect: { status: 'OK', transactionId: 'bet2', balanceDelta: -200 },
      },
      { as: 'expired', action: 'debit', body: debit('bet3', '1.00'), expect: { status: 'TOKEN_EXPIRED' } },
      {
        as: 'sessionEnded',
        action: 'debit',
        body: debit('bet3', '1.00'),
        expect: { status: 'TOKEN_EXPIRED' },
      },
      {
        as: 'sessionEnded',
        action: 'debit',
        body: debit('bet3', '1.00', { gameId: 'PG-RNG-0001' }),
        expect: { status: 'TOKEN_EXPIRED' },
      },
      {
        as: 'expired',
        action: 'credit',
        body: credit('win', 'bet', '3.00'),
        expect: { status: 'OK', transactionId: 'win', balanceDelta: 100 },
      },
      {
        as: 'expired',
        action: 'rollback',
        body: rollback('rb', 'bet2'),
        expect: { status: 'OK', transactionId: 'rb', balanceDelta: 200 },
      },
      {
        as: 'member',
        action: 'debit',
        body: debit('bet3', '1.00'),
        expect: { status: 'OK', transactionId: 'bet3', balanceDelta: 100 },
      },
    ],
    balanceDelta: 100,
  },
  {
    name: 'a forged token is TOKEN_INVALID whatever it asks',
    steps: [
      { as: 'forged', action: 'debit', body: debit('bet', '1.00'), expect: { status: 'TOKEN_INVALID' } },
      { as: 'forged', action: 'rollback', body: rollback('rb', 'bet'), expect: { status: 'TOKEN_INVALID' } },
      {
        as: 'member',
        action: 'debit',
        body: debit('bet', '1.00'),
        expect: { status: 'OK', transactionId: 'bet', balanceDelta: -100 },
      },
    ],
    balanceDelta: -100,
  },
];

export interface RulesWorld {
  member: TestPlayer;
  tokens: Record<Who, string>;
}

/** Two members with live sessions, the member's expired token, and a token whose launching session has ended. */
export async function rulesWorld(app: FastifyInstance): Promise<RulesWorld> {
  await seedGames(app.db);
  const member = await createPlayer(app, { balanceMinor: 100_000 });
  const other = await createPlayer(app, { balanceMinor: 100_000 });
  const ended = await createPlayer(app, { balanceMinor: 100_000 });
  const memberToken = await launchToken(app, member, GAME);
  const endedToken = await launchToken(app, ended, GAME);
  await app.db
    .updateTable('session_token')
    .set({ revoked_at: new Date() })
    .where('member_id', '=', ended.memberId)
    .execute();
  const expired = createLaunchToken(app.config.LAUNCH_TOKEN_KEY, {
    memberId: member.memberId,
    account: member.account,
    gameId: GAME,
    gameType: 'RNG',
    vendor: 'DEMO',
    currency: 'PHP',
    trial: false,
    exp: Date.now() - 1,
    jti: 'expired',
  });
  return {
    member,
    tokens: {
      member: memberToken,
      other: await launchToken(app, other, GAME),
      expired,
      sessionEnded: endedToken,
      forged: `${memberToken.slice(0, -2)}xx`,
    },
  };
}

let caseNo = 0;

/** Runs one case against the app's engine: every answer and the member's balance as the table says. */
export async function runCase(app: FastifyInstance, world: RulesWorld, c: Case): Promise<void> {
  caseNo += 1;
  const id = (ref: string) =>
    ['bet', 'bet2', 'bet3', 'win', 'win2', 'rb', 'rb2'].includes(ref)
      ? `rules-${process.pid}-${caseNo}-${ref}`
      : ref;
  const start = await balanceMinor(app, world.member.memberId);
  for (const step of c.steps) {
    const body = Object.fromEntries(
      Object.entries(step.body).map(([k, v]) => [
        k,
        k === 'transactionId' || k === 'betTransactionId' ? id(v) : v,
      ]),
    );
    const payload = { token: world.tokens[step.as], ...body };
    const first = await callWallet(app, step.action, payload);
    expect(first.http).toBe(200);
    const { balanceDelta, ...rest } = step.expect;
    const wanted: Record<string, string> = {
      ...rest,
      ...(rest.transactionId ? { transactionId: id(rest.transactionId) } : {}),
    };
    const { balance, currency, ...answer } = first.answer;
    expect({ step: `${step.as} ${step.action}`, ...answer }).toEqual({
      step: `${step.as} ${step.action}`,
      ...wanted,
    });
    if (balanceDelta !== undefined) {
      expect(currency).toBe('PHP');
      expect(balance).toBe(((start + balanceDelta) / 100).toFixed(2));
    } else {
      expect(balance).toBeUndefined();
    }
    if (step.replay) {
      const again = await callWallet(app, step.action, payload);
      expect(JSON.stringify(again.answer)).toBe(JSON.stringify(first.answer));
    }
  }
  expect(await balanceMinor(app, world.member.memberId)).toBe(start + c.balanceDelta);
}

/** The SQL twins of TypeScript rules give the same results: the ledger's request hash and the money format. */
export async function sqlTwinsAgree(app: FastifyInstance): Promise<void> {
  const legs = [
    [
      { accountId: 7, amountMinor: -250 },
      { accountId: 3, amountMinor: 250 },
    ],
    [
      { accountId: 12, amountMinor: 99 },
      { accountId: 120, amountMinor: -99 },
    ],
    [
      { accountId: 1, amountMinor: 1_000_000_000_000 },
      { accountId: 2, amountMinor: -1_000_000_000_000 },
    ],
  ];
  for (const [kind, l] of [
    ['game-bet', legs[0]!],
    ['game-win', legs[1]!],
    ['game-rollback', legs[2]!],
  ] as const) {
    const { rows } = await sql<{
      h: string;
    }>`select wallet_request_hash(${kind}, ${l.map((x) => x.accountId)}::bigint[], ${l.map((x) => x.amountMinor)}::bigint[]) as h`.execute(
      app.db,
    );
    expect(rows[0]!.h).toBe(requestHash(kind, l));
  }
  for (const minor of [0, 1, 5, 10, 99, 100, 250, 123_456_789, 100_000_000_000]) {
    const { rows } = await sql<{ m: string }>`select seamless_money(${minor}::bigint) as m`.execute(app.db);
    expect(rows[0]!.m).toBe((minor / 100).toFixed(2));
  }
}
