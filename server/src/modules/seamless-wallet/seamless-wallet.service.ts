import { createHash } from 'node:crypto';
import type { SeamlessAnswer, SeamlessCredit, SeamlessDebit, SeamlessRollback } from '@site/shared/schemas';
import type { Db } from '../../db/create-db';
import { readLaunchToken, type LaunchClaims } from '../games/launch-token';
import { launchSessionEnded, openLaunchTicket } from '../games/launch.service';
import * as repo from './seamless-wallet.repository';
import { memberBalanceMinor, walletAccounts, type WalletAccounts } from './wallet-port';

/**
 * The platform side of the seamless-wallet protocol (ADR 004). Every answer is a business status (HTTP 200).
 *
 * Concurrency design (ADR 004 "Under concurrency"): each callback is ONE call of the database function
 * `seamless_callback` (migration 0311) — one statement, one transaction, one round trip — that
 *  1. takes an advisory lock on its bet (debit, wins and rollbacks of one bet run one at a time, on any process),
 *  2. claims its (vendor, transaction id) — a parallel copy waits on the unique key and then reads the stored
 *     first answer, so every copy of a request gets the same answer forever,
 *  3. settles the bet at most once through `seamless_settlement`'s primary key, moves money through the ledger
 *     (wallet_post), records the bet, and stores the answer with the claim.
 * A crash anywhere rolls all of it back and the vendor's retry starts afresh; nothing is half-done. What needs no
 * database (signature, body, token signature and expiry, game/currency/amount of a bet against its token) is
 * answered here first (docs/performance.md "Seamless wallet").
 */
export interface SeamlessContext {
  db: Db;
  vendor: string;
  tokenSecret: string;
  now?: number;
}

export function requestHash(action: string, body: unknown): string {
  return createHash('sha256')
    .update(`${action}:${JSON.stringify(body)}`)
    .digest('hex');
}

export function toMinor(amount: string): number {
  const [whole, frac = ''] = amount.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

function fmt(minor: number): string {
  return (minor / 100).toFixed(2);
}

type Member = { claims: LaunchClaims; memberId: number; accounts: WalletAccounts };

/**
 * The signed token alone decides TOKEN_INVALID and the expiry; no database read here. Whether the launching
 * session still lives (bets only) is checked inside the callback's one statement. Trial tokens never reach the
 * wallet: trial play is play money kept by the vendor.
 */
async function checkToken(
  ctx: SeamlessContext,
  token: string,
): Promise<{ member: Member; expired: boolean } | { answer: SeamlessAnswer }> {
  const read = readLaunchToken(ctx.tokenSecret, token, ctx.now);
  if (!read.ok || read.claims.trial || read.claims.memberId === null || read.claims.vendor !== ctx.vendor) {
    return { answer: { status: 'TOKEN_INVALID' } };
  }
  const { claims } = read;
  const memberId = claims.memberId as number;
  const accounts = await walletAccounts(ctx.db, memberId, ctx.vendor, claims.currency);
  return { member: { claims, memberId, accounts }, expired: read.expired };
}

/**
 * The balance notifications of committed callbacks go out together, one short statement per process every
 * NOTICE_BATCH_MS for all members whose money moved meanwhile, instead of one round trip per callback
 * (docs/performance.md "Seamless wallet"; a tab hears of it well within the second docs/payments.md promises).
 */
const NOTICE_BATCH_MS = 20;
const pendingNotices = new WeakMap<Db, Set<number>>();

function noticeBalance(db: Db, memberId: number): void {
  const pending = pendingNotices.get(db);
  if (pending) {
    pending.add(memberId);
    return;
  }
  const members = new Set([memberId]);
  pendingNotices.set(db, members);
  setTimeout(() => {
    pendingNotices.delete(db);
    // Lost only when the database is gone (the app closing): the money is committed, a tab re-reads it on reconnect.
    repo.notifyMemberBalances(db, [...members]).catch(() => undefined);
  }, NOTICE_BATCH_MS).unref();
}

const RETRYABLE = new Set(['40001', '40P01']); // serialization failure, deadlock

/**
 * Runs one callback once per (vendor, transaction id): the whole of it — bet lock, claim, settlement, ledger
 * posting, bet record, stored answer — is the database function `seamless_callback` (migration 0311), one
 * statement and one transaction. A replay (same id, same request) gets the stored first answer; the same id with
 * another request gets DUPLICATE_TRANSACTION.
 */
async function answerOnce(
  ctx: SeamlessContext,
  member: Member,
  call: {
    action: 'debit' | 'credit' | 'rollback';
    transactionId: string;
    betTransactionId: string;
    hash: string;
    gameId: string;
    currency: string | null;
    roundId: string;
    amountMinor: number | null;
    checkSession: boolean;
  },
): Promise<SeamlessAnswer> {
  const { claims } = member;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const answer = await repo.runCallback(ctx.db, {
        vendor: ctx.vendor,
        action: call.action,
        transactionId: call.transactionId,
        betTransactionId: call.betTransactionId,
        requestHash: call.hash,
        memberId: member.memberId,
        memberAccount: claims.account ?? '',
        tokenGameId: claims.gameId,
        gameType: claims.gameType,
        tokenCurrency: claims.currency,
        gameId: call.gameId,
        currency: call.currency,
        roundId: call.roundId,
        amountMinor: call.amountMinor,
        memberAccountId: member.accounts.member,
        vendorAccountId: member.accounts.vendor,
        sessionId: call.checkSession ? (claims.sid ?? null) : null,
        now: new Date(),
      });
      // The ledger's balance notification, deferred past the commit by seamless_callback (migration 0105). A replay
      // notifies again: harmless, the tab re-reads a balance that did not change.
      if (answer.status === 'OK') noticeBalance(ctx.db, member.memberId);
      return canonical(answer as unknown as SeamlessAnswer);
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (attempt < 5 && code && RETRYABLE.has(code)) continue;
      throw err;
    }
  }
}

/** One key order for fresh and stored answers (jsonb reorders keys): a replay is byte-identical to the first. */
function canonical(answer: SeamlessAnswer): SeamlessAnswer {
  const { status, balance, currency, transactionId, message } = answer;
  return {
    status,
    ...(balance !== undefined ? { balance } : {}),
    ...(currency !== undefined ? { currency } : {}),
    ...(transactionId !== undefined ? { transactionId } : {}),
    ...(message !== undefined ? { message } : {}),
  };
}

export async function balance(ctx: SeamlessContext, token: string): Promise<SeamlessAnswer> {
  const t = await checkToken(ctx, token);
  if ('answer' in t) return t.answer;
  // A token dies with the session that launched it (logout, password change): balance and bets stop.
  if (t.expired || (await launchSessionEnded(ctx.db, t.member.claims))) return { status: 'TOKEN_EXPIRED' };
  return {
    status: 'OK',
    balance: fmt(await memberBalanceMinor(ctx.db, t.member.accounts)),
    currency: t.member.claims.currency,
  };
}

export async function debit(ctx: SeamlessContext, req: SeamlessDebit): Promise<SeamlessAnswer> {
  const t = await checkToken(ctx, req.token);
  if ('answer' in t) return t.answer;
  // A bet needs a live session; wins and rollbacks below deliberately do not.
  if (t.expired) return { status: 'TOKEN_EXPIRED' };
  const { member } = t;
  const amountMinor = toMinor(req.amount);
  if (req.gameId !== member.claims.gameId || req.currency !== member.claims.currency || amountMinor <= 0) {
    // A dead session outranks a bad body, as it always did; only bad bodies pay for this read.
    if (await launchSessionEnded(ctx.db, member.claims)) return { status: 'TOKEN_EXPIRED' };
    return { status: 'BAD_REQUEST', message: 'game, currency or amount does not match the session' };
  }
  return answerOnce(ctx, member, {
    action: 'debit',
    transactionId: req.transactionId,
    betTransactionId: req.transactionId,
    hash: requestHash('debit', req),
    gameId: req.gameId,
    currency: req.currency,
    roundId: req.roundId,
    amountMinor,
    checkSession: true,
  });
}

/** Wins and rollbacks are checked against their bet (member, game, currency) inside seamless_callback. */
export async function credit(ctx: SeamlessContext, req: SeamlessCredit): Promise<SeamlessAnswer> {
  const t = await checkToken(ctx, req.token);
  if ('answer' in t) return t.answer;
  return answerOnce(ctx, t.member, {
    action: 'credit',
    transactionId: req.transactionId,
    betTransactionId: req.betTransactionId,
    hash: requestHash('credit', req),
    gameId: req.gameId,
    currency: req.currency,
    roundId: req.roundId,
    amountMinor: toMinor(req.amount),
    checkSession: false,
  });
}

export async function rollback(ctx: SeamlessContext, req: SeamlessRollback): Promise<SeamlessAnswer> {
  const t = await checkToken(ctx, req.token);
  if ('answer' in t) return t.answer;
  return answerOnce(ctx, t.member, {
    action: 'rollback',
    transactionId: req.transactionId,
    betTransactionId: req.betTransactionId,
    hash: requestHash('rollback', req),
    gameId: req.gameId,
    currency: null,
    roundId: req.roundId,
    amountMinor: null,
    checkSession: false,
  });
}

/** `open`: the vendor spends the one-time launch ticket from the iframe URL and gets the game token. */
export async function open(ctx: SeamlessContext, ticket: string): Promise<SeamlessOpenAnswer> {
  const token = await openLaunchTicket(ctx.db, ctx.tokenSecret, ticket, ctx.vendor);
  return token ? { status: 'OK', token } : { status: 'TOKEN_INVALID' };
}

export type SeamlessOpenAnswer = { status: 'OK'; token: string } | { status: 'TOKEN_INVALID' };
