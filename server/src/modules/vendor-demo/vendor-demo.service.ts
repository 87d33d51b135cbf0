import { AppError } from '../../errors';
import {
  diceRoll,
  diceWinMinor,
  hashSeed,
  newServerSeed as newSeed,
  roundBytes,
  slotReels,
  slotWinMinor,
} from './fairness';
import type { WalletClient } from './wallet-client';
import type { VendorSession, VendorSessionStore } from './vendor-session.store';

const MIN_BET_MINOR = 10;
const MAX_BET_MINOR = 100_000;

export interface RoundInput {
  bet: string;
  clientSeed?: string | undefined;
  target?: number | undefined;
}

export interface RoundResult {
  nonce: number;
  serverSeedHash: string;
  clientSeed: string;
  reels?: string[];
  roll?: number;
  target?: number;
  bet: string;
  win: string;
  balance: string;
  currency: string;
}

function minor(decimal: string): number {
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(decimal)) throw new AppError(400, 'VALIDATION_FAILED', 'Invalid bet');
  const [w, f = ''] = decimal.split('.');
  return Number(w) * 100 + Number(f.padEnd(2, '0'));
}
const dec = (m: number) => (m / 100).toFixed(2);

export function describeSession(s: VendorSession, balance: string) {
  return {
    sessionId: s.id,
    gameId: s.gameId,
    kind: s.kind,
    trial: s.trial,
    currency: s.currency,
    serverSeedHash: hashSeed(s.serverSeed),
    clientSeed: s.clientSeed,
    nonce: s.nonce,
    balance,
  };
}

export async function openSession(
  store: VendorSessionStore,
  wallet: WalletClient,
  input: { ticket: string; gameId: string; kind: 'slot' | 'dice'; trial: boolean },
) {
  // The iframe URL carries a one-time launch ticket; it is spent here, once, for the game token.
  const opened = await wallet.call('open', { ticket: input.ticket });
  if (opened.status !== 'OK' || !opened.token) {
    throw new AppError(401, 'TOKEN_INVALID', 'The game session is not valid, please launch the game again');
  }
  const game = { gameId: input.gameId, kind: input.kind, trial: input.trial, token: opened.token };
  if (input.trial) {
    const s = await store.create({ ...game, currency: 'FUN' });
    return describeSession(s, dec(s.trialBalanceMinor));
  }
  const answer = await wallet.call('balance', { token: game.token });
  if (answer.status !== 'OK' || !answer.balance || !answer.currency) {
    throw new AppError(401, 'TOKEN_INVALID', 'The game session is not valid, please launch the game again');
  }
  const s = await store.create({ ...game, currency: answer.currency });
  return describeSession(s, answer.balance);
}

function outcome(s: VendorSession, input: RoundInput, betMinor: number) {
  const bytes = roundBytes(s.serverSeed, s.clientSeed, s.nonce);
  if (s.kind === 'dice') {
    const target = Math.min(98, Math.max(2, Math.floor(input.target ?? 50)));
    const roll = diceRoll(bytes);
    return { roll, target, winMinor: diceWinMinor(roll, target, betMinor) };
  }
  const reels = slotReels(bytes);
  return { reels, winMinor: slotWinMinor(reels, betMinor) };
}

/** Credits are retried: a win must reach the wallet even if one call is lost. */
async function creditWithRetry(wallet: WalletClient, payload: Record<string, unknown>) {
  let last: unknown;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const answer = await wallet.call('credit', payload);
      if (answer.status === 'OK') return answer;
      last = new Error(answer.status);
    } catch (err) {
      last = err;
    }
  }
  throw last;
}

function sessionEnded(): AppError {
  return new AppError(404, 'TOKEN_INVALID', 'Game session ended, please launch the game again');
}

export async function playRound(
  store: VendorSessionStore,
  sessionId: string,
  wallet: WalletClient,
  input: RoundInput,
): Promise<RoundResult> {
  const betMinor = minor(input.bet);
  if (betMinor < MIN_BET_MINOR || betMinor > MAX_BET_MINOR)
    throw new AppError(400, 'VALIDATION_FAILED', 'Bet out of range');
  // One statement takes the next nonce (and, for trial play, checks the play money): rounds on two nodes never
  // share a nonce.
  const s = await store.claimRound(sessionId, input.clientSeed?.slice(0, 64), betMinor);
  if (!s) {
    if (!(await store.get(sessionId))) throw sessionEnded();
    throw new AppError(400, 'INSUFFICIENT_BALANCE', 'Insufficient balance');
  }
  const round = { nonce: s.nonce, serverSeedHash: hashSeed(s.serverSeed), clientSeed: s.clientSeed };
  const result = outcome(s, input, betMinor);
  let balance: string;
  if (s.trial) {
    balance = dec(await store.addTrialBalance(s.id, result.winMinor - betMinor));
  } else {
    const roundId = `${s.id}-${s.nonce}`;
    const base = { token: s.token, roundId, gameId: s.gameId };
    const bet = await wallet.call('debit', {
      ...base,
      transactionId: `${roundId}-bet`,
      amount: dec(betMinor),
      currency: s.currency,
    });
    if (bet.status === 'INSUFFICIENT_FUNDS')
      throw new AppError(400, 'INSUFFICIENT_BALANCE', 'Insufficient balance', { balance: bet.balance });
    if (bet.status !== 'OK') throw new AppError(409, 'BET_REFUSED', `Bet refused: ${bet.status}`);
    const win = await creditWithRetry(wallet, {
      ...base,
      transactionId: `${roundId}-win`,
      betTransactionId: `${roundId}-bet`,
      amount: dec(result.winMinor),
      currency: s.currency,
    });
    balance = win.balance ?? bet.balance ?? '0.00';
  }
  const { winMinor, ...shown } = result;
  return { ...round, ...shown, bet: dec(betMinor), win: dec(winMinor), balance, currency: s.currency };
}

/** Reveals the current seed and commits to a new one; the nonce restarts. */
export async function rotateSeed(
  store: VendorSessionStore,
  sessionId: string,
): Promise<{ revealed: Record<string, unknown>; next: Record<string, unknown> }> {
  const s = await store.get(sessionId);
  if (!s) throw sessionEnded();
  const revealed = {
    serverSeed: s.serverSeed,
    serverSeedHash: hashSeed(s.serverSeed),
    clientSeed: s.clientSeed,
    lastNonce: s.nonce,
  };
  const nextSeed = newSeed();
  // Another node rotated it meanwhile: reveal the seed that one committed to instead.
  if (!(await store.replaceSeed(s.id, s.serverSeed, nextSeed))) return rotateSeed(store, sessionId);
  return { revealed, next: { serverSeedHash: hashSeed(nextSeed), clientSeed: s.clientSeed, nonce: 0 } };
}
