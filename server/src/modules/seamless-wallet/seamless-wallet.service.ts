import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { SeamlessAnswer, SeamlessCredit, SeamlessDebit, SeamlessRollback } from '@site/shared/schemas';
import type { Db } from '../../db/create-db';
import type { Database } from '../../db/database';
import { readLaunchToken, type LaunchClaims } from '../games/launch-token';
import { launchSessionEnded, openLaunchTicket } from '../games/launch.service';
import * as repo from './seamless-wallet.repository';
import { InsufficientFunds, memberBalanceMinor, moveMoney, walletAccounts, type WalletAccounts } from './wallet-port';

/**
 * The platform side of the seamless-wallet protocol (ADR 004). Every answer is a business status (HTTP 200).
 *
 * Concurrency design (ADR 004 "Under concurrency"): each callback runs in ONE database transaction that
 *  1. takes an advisory lock on its bet (debit, wins and rollbacks of one bet run one at a time, on any process),
 *  2. claims its (vendor, transaction id) — a parallel copy waits on the unique key and then reads the stored
 *     first answer, so every copy of a request gets the same answer forever,
 *  3. settles the bet at most once through `seamless_settlement`'s primary key, moves money through the ledger,
 *     and stores the answer with the claim.
 * A crash anywhere rolls all of it back and the vendor's retry starts afresh; nothing is half-done.
 */
export interface SeamlessContext {
  db: Db;
  vendor: string;
  tokenSecret: string;
  now?: number;
}

export function requestHash(action: string, body: unknown): string {
  return createHash('sha256').update(`${action}:${JSON.stringify(body)}`).digest('hex');
}

export function toMinor(amount: string): number {
  const [whole, frac = ''] = amount.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

function fmt(minor: number): string {
  return (minor / 100).toFixed(2);
}

type Trx = Transaction<Database>;
type Member = { claims: LaunchClaims; memberId: number; accounts: WalletAccounts };

/** Trial tokens never reach the wallet: trial play is play money kept by the vendor. */
async function checkToken(ctx: SeamlessContext, token: string): Promise<{ member: Member; expired: boolean } | { answer: SeamlessAnswer }> {
  const read = readLaunchToken(ctx.tokenSecret, token, ctx.now);
  if (!read.ok || read.claims.trial || read.claims.memberId === null || read.claims.vendor !== ctx.vendor) {
    return { answer: { status: 'TOKEN_INVALID' } };
  }
  const { claims } = read;
  const memberId = claims.memberId as number;
  const accounts = await walletAccounts(ctx.db, memberId, ctx.vendor, claims.currency);
  // A token dies with the session that launched it (logout, password change): bets stop, wins still land.
  const ended = !read.expired && (await launchSessionEnded(ctx.db, claims));
  return { member: { claims, memberId, accounts }, expired: read.expired || ended };
}

async function withBalance(trx: Trx, member: Member, answer: SeamlessAnswer, balanceMinor?: number): Promise<SeamlessAnswer> {
  const balance = balanceMinor ?? (await memberBalanceMinor(trx, member.accounts));
  return { ...answer, balance: fmt(balance), currency: member.claims.currency };
}

const RETRYABLE = new Set(['40001', '40P01']); // serialization failure, deadlock

/**
 * Runs `work` once per (vendor, transaction id): under the bet's lock, with the claim, in one transaction.
 * A replay (same id, same request) gets the stored first answer; the same id with another request gets
 * DUPLICATE_TRANSACTION.
 */
async function answerOnce(
  ctx: SeamlessContext,
  call: { action: string; transactionId: string; betTransactionId: string; hash: string; memberId: number },
  work: (trx: Trx) => Promise<SeamlessAnswer>,
): Promise<SeamlessAnswer> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await ctx.db.transaction().execute(async (trx) => {
        await repo.lockBet(trx, ctx.vendor, call.betTransactionId);
        const claimed = await repo.insertClaim(trx, {
          vendor: ctx.vendor,
          transactionId: call.transactionId,
          action: call.action,
          requestHash: call.hash,
          memberId: call.memberId,
        });
        if (!claimed) return canonical(await storedAnswer(trx, ctx.vendor, call.transactionId, call.hash));
        const answer = canonical(await work(trx));
        await repo.saveResponse(trx, ctx.vendor, call.transactionId, answer as unknown as Record<string, unknown>);
        return answer;
      });
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

async function storedAnswer(trx: Trx, vendor: string, transactionId: string, hash: string): Promise<SeamlessAnswer> {
  const existing = await repo.findTransaction(trx, vendor, transactionId);
  if (!existing) throw new Error(`seamless transaction ${transactionId} conflicted but cannot be read`);
  // Rows written as tombstones before seamless_settlement existed (migration 0310).
  if (existing.action === 'tombstone') return { status: 'BET_CANCELLED', transactionId };
  if (existing.request_hash !== hash) return { status: 'DUPLICATE_TRANSACTION', transactionId };
  return existing.response as unknown as SeamlessAnswer;
}

export async function balance(ctx: SeamlessContext, token: string): Promise<SeamlessAnswer> {
  const t = await checkToken(ctx, token);
  if ('answer' in t) return t.answer;
  if (t.expired) return { status: 'TOKEN_EXPIRED' };
  return { status: 'OK', balance: fmt(await memberBalanceMinor(ctx.db, t.member.accounts)), currency: t.member.claims.currency };
}

export async function debit(ctx: SeamlessContext, req: SeamlessDebit): Promise<SeamlessAnswer> {
  const t = await checkToken(ctx, req.token);
  if ('answer' in t) return t.answer;
  // A bet needs a live session; wins and rollbacks below deliberately do not.
  if (t.expired) return { status: 'TOKEN_EXPIRED' };
  const { member } = t;
  const amountMinor = toMinor(req.amount);
  if (req.gameId !== member.claims.gameId || req.currency !== member.claims.currency || amountMinor <= 0) {
    return { status: 'BAD_REQUEST', message: 'game, currency or amount does not match the session' };
  }
  const call = { action: 'debit', transactionId: req.transactionId, betTransactionId: req.transactionId, hash: requestHash('debit', req), memberId: member.memberId };
  return answerOnce(ctx, call, async (trx) => {
    // A rollback that came first left the bet's settlement (a tombstone): the late bet is never debited.
    if (await repo.findSettlement(trx, ctx.vendor, req.transactionId)) return { status: 'BET_CANCELLED', transactionId: req.transactionId };
    let balanceAfter: number;
    try {
      balanceAfter = await moveMoney(trx, {
        key: `seamless:${ctx.vendor}:${req.transactionId}`,
        kind: 'game-bet',
        direction: 'member-to-vendor',
        accounts: member.accounts,
        amountMinor,
        metadata: { roundId: req.roundId, gameId: req.gameId, transactionId: req.transactionId },
      });
    } catch (err) {
      if (!(err instanceof InsufficientFunds)) throw err;
      // The balance the refusal was judged on, read under the same lock: never one that would have sufficed.
      return withBalance(trx, member, { status: 'INSUFFICIENT_FUNDS', transactionId: req.transactionId }, err.balanceMinor);
    }
    await repo.insertBetRecord(trx, {
      vendor: ctx.vendor,
      roundId: req.roundId,
      betTransactionId: req.transactionId,
      memberId: member.memberId,
      memberAccount: member.claims.account ?? '',
      gameId: member.claims.gameId,
      gameType: member.claims.gameType,
      currency: member.claims.currency,
      betMinor: amountMinor,
    });
    return withBalance(trx, member, { status: 'OK', transactionId: req.transactionId }, balanceAfter);
  });
}

/** Checks a win or rollback against the bet it names: same member, same game, same currency. */
function mismatch(member: Member, bet: { member_id: number; game_id: string; currency: string }, req: { gameId: string; currency?: string }, transactionId: string): SeamlessAnswer | null {
  if (bet.member_id !== member.memberId) return { status: 'TOKEN_INVALID', transactionId, message: 'the token is not the bet owner’s' };
  if (bet.game_id !== req.gameId) return { status: 'BAD_REQUEST', transactionId, message: 'the game does not match the bet' };
  if ((req.currency !== undefined && req.currency !== bet.currency) || member.claims.currency !== bet.currency) {
    return { status: 'BAD_REQUEST', transactionId, message: 'the currency does not match the bet' };
  }
  return null;
}

async function alreadySettled(trx: Trx, ctx: SeamlessContext, member: Member, betTransactionId: string, transactionId: string): Promise<SeamlessAnswer | null> {
  const settlement = await repo.findSettlement(trx, ctx.vendor, betTransactionId);
  if (!settlement) return null;
  return withBalance(trx, member, { status: settlement.kind === 'rollback' ? 'ALREADY_CANCELLED' : 'ALREADY_SETTLED', transactionId });
}

export async function credit(ctx: SeamlessContext, req: SeamlessCredit): Promise<SeamlessAnswer> {
  const t = await checkToken(ctx, req.token);
  if ('answer' in t) return t.answer;
  const { member } = t;
  const call = { action: 'credit', transactionId: req.transactionId, betTransactionId: req.betTransactionId, hash: requestHash('credit', req), memberId: member.memberId };
  return answerOnce(ctx, call, async (trx) => {
    const bet = await repo.findBetRecord(trx, ctx.vendor, req.betTransactionId);
    if (!bet) return { status: 'TRANSACTION_NOT_FOUND', transactionId: req.transactionId };
    const wrong = mismatch(member, bet, req, req.transactionId);
    if (wrong) return wrong;
    const settled = await alreadySettled(trx, ctx, member, req.betTransactionId, req.transactionId);
    if (settled) return settled;
    const winMinor = toMinor(req.amount);
    await repo.insertSettlement(trx, { vendor: ctx.vendor, betTransactionId: req.betTransactionId, kind: 'win', transactionId: req.transactionId });
    await repo.settleBetRecord(trx, ctx.vendor, req.betTransactionId, { status: 'settled', winMinor });
    let balanceAfter: number | undefined;
    if (winMinor > 0) {
      balanceAfter = await moveMoney(trx, {
        key: `seamless:${ctx.vendor}:win-of:${req.betTransactionId}`,
        kind: 'game-win',
        direction: 'vendor-to-member',
        accounts: member.accounts,
        amountMinor: winMinor,
        metadata: { roundId: req.roundId, gameId: req.gameId, transactionId: req.transactionId },
      });
    }
    return withBalance(trx, member, { status: 'OK', transactionId: req.transactionId }, balanceAfter);
  });
}

export async function rollback(ctx: SeamlessContext, req: SeamlessRollback): Promise<SeamlessAnswer> {
  const t = await checkToken(ctx, req.token);
  if ('answer' in t) return t.answer;
  const { member } = t;
  const call = { action: 'rollback', transactionId: req.transactionId, betTransactionId: req.betTransactionId, hash: requestHash('rollback', req), memberId: member.memberId };
  return answerOnce(ctx, call, async (trx) => {
    const bet = await repo.findBetRecord(trx, ctx.vendor, req.betTransactionId);
    if (bet) {
      const wrong = mismatch(member, bet, req, req.transactionId);
      if (wrong) return wrong;
    } else {
      // A refused bet has no record but its answered claim names its member: only that member may cancel it.
      const refused = await repo.findTransaction(trx, ctx.vendor, req.betTransactionId);
      if (refused?.member_id != null && refused.member_id !== member.memberId) {
        return { status: 'TOKEN_INVALID', transactionId: req.transactionId, message: 'the token is not the bet owner’s' };
      }
    }
    const settled = await alreadySettled(trx, ctx, member, req.betTransactionId, req.transactionId);
    if (settled) return settled;
    await repo.insertSettlement(trx, { vendor: ctx.vendor, betTransactionId: req.betTransactionId, kind: 'rollback', transactionId: req.transactionId });
    // The bet never arrived (or was refused): the settlement row is its tombstone, nothing to reverse.
    if (!bet) return withBalance(trx, member, { status: 'OK', transactionId: req.transactionId });
    await repo.settleBetRecord(trx, ctx.vendor, req.betTransactionId, { status: 'cancelled', winMinor: 0 });
    // Keyed by the bet, not the rollback id: one bet is refunded once, whatever id the vendor uses.
    const balanceAfter = await moveMoney(trx, {
      key: `seamless:${ctx.vendor}:rollback-of:${req.betTransactionId}`,
      kind: 'game-rollback',
      direction: 'vendor-to-member',
      accounts: member.accounts,
      amountMinor: Number(bet.bet_minor),
      metadata: { roundId: bet.round_id, betTransactionId: req.betTransactionId },
    });
    return withBalance(trx, member, { status: 'OK', transactionId: req.transactionId }, balanceAfter);
  });
}

/** `open`: the vendor spends the one-time launch ticket from the iframe URL and gets the game token. */
export async function open(ctx: SeamlessContext, ticket: string): Promise<SeamlessOpenAnswer> {
  const token = await openLaunchTicket(ctx.db, ctx.tokenSecret, ticket, ctx.vendor);
  return token ? { status: 'OK', token } : { status: 'TOKEN_INVALID' };
}

export type SeamlessOpenAnswer = { status: 'OK'; token: string } | { status: 'TOKEN_INVALID' };
