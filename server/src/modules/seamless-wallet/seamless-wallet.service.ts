import { createHash } from 'node:crypto';
import type { SeamlessAnswer, SeamlessCredit, SeamlessDebit, SeamlessRollback } from '@site/shared/schemas';
import type { Db } from '../../db/create-db';
import { readLaunchToken, type LaunchClaims } from '../games/launch-token';
import * as repo from './seamless-wallet.repository';
import { memberBalanceMinor, moveMoney, InsufficientFunds } from './wallet-port';

/**
 * The platform side of the seamless-wallet protocol (ADR 004). Every answer is a business
 * status; the route always replies HTTP 200. Idempotency: (vendor, transaction id) is claimed
 * first, the ledger key is derived from it, so a retry after a crash converges.
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

async function okAnswer(ctx: SeamlessContext, claims: LaunchClaims, transactionId: string): Promise<SeamlessAnswer> {
  const balance = await memberBalanceMinor(ctx.db, claims.memberId ?? 0, claims.currency);
  return { status: 'OK', balance: fmt(balance), currency: claims.currency, transactionId };
}

async function withBalance(ctx: SeamlessContext, claims: LaunchClaims, status: SeamlessAnswer['status']): Promise<SeamlessAnswer> {
  const balance = await memberBalanceMinor(ctx.db, claims.memberId ?? 0, claims.currency);
  return { status, balance: fmt(balance), currency: claims.currency };
}

type TokenResult = { claims: LaunchClaims; expired: boolean } | { answer: SeamlessAnswer };

/** Trial tokens never reach the wallet: trial play is play money kept by the vendor. */
function checkToken(ctx: SeamlessContext, token: string): TokenResult {
  const read = readLaunchToken(ctx.tokenSecret, token, ctx.now);
  if (!read.ok || read.claims.trial || read.claims.memberId === null || read.claims.vendor !== ctx.vendor) {
    return { answer: { status: 'TOKEN_INVALID' } };
  }
  return { claims: read.claims, expired: read.expired };
}

type Claim = { proceed: true; retry: boolean } | { proceed: false; answer: SeamlessAnswer };

async function claim(ctx: SeamlessContext, action: string, transactionId: string, hash: string, memberId: number): Promise<Claim> {
  const result = await repo.claimTransaction(ctx.db, { vendor: ctx.vendor, transactionId, action, requestHash: hash, memberId });
  if (result.claimed) return { proceed: true, retry: false };
  const { existing } = result;
  if (existing.action === 'tombstone') return { proceed: false, answer: { status: 'BET_CANCELLED', transactionId } };
  if (existing.request_hash !== hash) return { proceed: false, answer: { status: 'DUPLICATE_TRANSACTION', transactionId } };
  if (existing.response['status'] === 'PENDING') return { proceed: true, retry: true };
  return { proceed: false, answer: existing.response as unknown as SeamlessAnswer };
}

async function finish(ctx: SeamlessContext, transactionId: string, answer: SeamlessAnswer): Promise<SeamlessAnswer> {
  await repo.saveResponse(ctx.db, ctx.vendor, transactionId, answer as unknown as Record<string, unknown>);
  return answer;
}

export async function balance(ctx: SeamlessContext, token: string): Promise<SeamlessAnswer> {
  const t = checkToken(ctx, token);
  if ('answer' in t) return t.answer;
  if (t.expired) return { status: 'TOKEN_EXPIRED' };
  return withBalance(ctx, t.claims, 'OK');
}

export async function debit(ctx: SeamlessContext, req: SeamlessDebit): Promise<SeamlessAnswer> {
  const t = checkToken(ctx, req.token);
  if ('answer' in t) return t.answer;
  // A bet needs a live session; wins and rollbacks below deliberately do not.
  if (t.expired) return { status: 'TOKEN_EXPIRED' };
  const { claims } = t;
  const amountMinor = toMinor(req.amount);
  if (req.gameId !== claims.gameId || req.currency !== claims.currency || amountMinor <= 0) {
    return { status: 'BAD_REQUEST', message: 'game, currency or amount does not match the session' };
  }
  const c = await claim(ctx, 'debit', req.transactionId, requestHash('debit', req), claims.memberId ?? 0);
  if (!c.proceed) return c.answer;
  try {
    await moveMoney(ctx.db, {
      key: `seamless:${ctx.vendor}:${req.transactionId}`,
      kind: 'game-bet',
      from: { member: claims.memberId ?? 0 },
      to: { vendor: ctx.vendor },
      currency: claims.currency,
      amountMinor,
      metadata: { roundId: req.roundId, gameId: req.gameId, transactionId: req.transactionId },
    });
  } catch (err) {
    if (!(err instanceof InsufficientFunds)) throw err;
    await repo.releaseClaim(ctx.db, ctx.vendor, req.transactionId);
    return withBalance(ctx, claims, 'INSUFFICIENT_FUNDS');
  }
  await repo.insertBetRecord(ctx.db, {
    vendor: ctx.vendor,
    roundId: req.roundId,
    betTransactionId: req.transactionId,
    memberId: claims.memberId ?? 0,
    memberAccount: claims.account ?? '',
    gameId: claims.gameId,
    gameType: claims.gameType,
    currency: claims.currency,
    betMinor: amountMinor,
  });
  return finish(ctx, req.transactionId, await okAnswer(ctx, claims, req.transactionId));
}

export async function credit(ctx: SeamlessContext, req: SeamlessCredit): Promise<SeamlessAnswer> {
  const t = checkToken(ctx, req.token);
  if ('answer' in t) return t.answer;
  const { claims } = t;
  const c = await claim(ctx, 'credit', req.transactionId, requestHash('credit', req), claims.memberId ?? 0);
  if (!c.proceed) return c.answer;
  const bet = await repo.findBetRecord(ctx.db, ctx.vendor, req.betTransactionId);
  if (!bet || bet.member_id !== claims.memberId) {
    // Not stored: the bet may still arrive, and the vendor's retry must then succeed.
    await repo.releaseClaim(ctx.db, ctx.vendor, req.transactionId);
    return { status: 'TRANSACTION_NOT_FOUND', transactionId: req.transactionId };
  }
  const winMinor = toMinor(req.amount);
  const settled = await repo.settleBetRecord(ctx.db, ctx.vendor, req.betTransactionId, { status: 'settled', winMinor });
  // On a retry after a crash the bet is already settled by us: re-post (the ledger replays).
  const ours = settled || (c.retry && bet.status === 'settled');
  if (!ours) {
    const status = bet.status === 'cancelled' || (await isCancelled(ctx, req.betTransactionId)) ? 'ALREADY_CANCELLED' : 'ALREADY_SETTLED';
    return finish(ctx, req.transactionId, await withBalance(ctx, claims, status));
  }
  if (winMinor > 0) {
    await moveMoney(ctx.db, {
      key: `seamless:${ctx.vendor}:win-of:${req.betTransactionId}`,
      kind: 'game-win',
      from: { vendor: ctx.vendor },
      to: { member: bet.member_id },
      currency: bet.currency,
      amountMinor: winMinor,
      metadata: { roundId: req.roundId, gameId: req.gameId, transactionId: req.transactionId },
    });
  }
  return finish(ctx, req.transactionId, await okAnswer(ctx, claims, req.transactionId));
}

async function isCancelled(ctx: SeamlessContext, betTransactionId: string): Promise<boolean> {
  const bet = await repo.findBetRecord(ctx.db, ctx.vendor, betTransactionId);
  return bet?.status === 'cancelled';
}

export async function rollback(ctx: SeamlessContext, req: SeamlessRollback): Promise<SeamlessAnswer> {
  const t = checkToken(ctx, req.token);
  if ('answer' in t) return t.answer;
  const { claims } = t;
  const c = await claim(ctx, 'rollback', req.transactionId, requestHash('rollback', req), claims.memberId ?? 0);
  if (!c.proceed) return c.answer;
  const tomb = await repo.claimTransaction(ctx.db, {
    vendor: ctx.vendor,
    transactionId: req.betTransactionId,
    action: 'tombstone',
    requestHash: 'tombstone',
    memberId: claims.memberId,
    response: { status: 'BET_CANCELLED', transactionId: req.betTransactionId },
  });
  // The bet never arrived: the tombstone makes its late arrival fail, nothing to reverse.
  if (tomb.claimed) return finish(ctx, req.transactionId, await okAnswer(ctx, claims, req.transactionId));
  if (tomb.existing.action === 'tombstone') {
    return finish(ctx, req.transactionId, await withBalance(ctx, claims, 'ALREADY_CANCELLED'));
  }
  const bet = await repo.findBetRecord(ctx.db, ctx.vendor, req.betTransactionId);
  if (!bet) {
    await repo.releaseClaim(ctx.db, ctx.vendor, req.transactionId);
    return { status: 'TRANSACTION_NOT_FOUND', transactionId: req.transactionId };
  }
  const cancelled = await repo.settleBetRecord(ctx.db, ctx.vendor, req.betTransactionId, { status: 'cancelled', winMinor: 0 });
  const ours = cancelled || (c.retry && bet.status === 'cancelled');
  if (!ours) {
    // A rollback after settlement is refused (the vendor must settle it another way).
    const status = bet.status === 'settled' || !(await isCancelled(ctx, req.betTransactionId)) ? 'ALREADY_SETTLED' : 'ALREADY_CANCELLED';
    return finish(ctx, req.transactionId, await withBalance(ctx, claims, status));
  }
  // Keyed by the bet, not the rollback id: whatever happens, one bet is refunded once.
  await moveMoney(ctx.db, {
    key: `seamless:${ctx.vendor}:rollback-of:${req.betTransactionId}`,
    kind: 'game-rollback',
    from: { vendor: ctx.vendor },
    to: { member: bet.member_id },
    currency: bet.currency,
    amountMinor: Number(bet.bet_minor),
    metadata: { roundId: bet.round_id, betTransactionId: req.betTransactionId },
  });
  return finish(ctx, req.transactionId, await okAnswer(ctx, claims, req.transactionId));
}
