import {
  ERROR_CODES,
  REBATE_GAME_GROUPS,
  minorToDecimal,
  type RebateClaim,
  type RebateGameGroup,
  type RebateLine,
  type RebateSummary,
} from '@site/shared/schemas';
import { withTransaction, type DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { isTrialAccount } from '../member/account-type';
import { ensureMemberAccount, postTransaction, systemAccount } from '../wallet/ledger.service';
import { getRebateSettings } from '../campaign-settings/campaign-settings.service';
import type { StoredRebate } from '../campaign-settings/campaign-settings.defaults';
import { MAX_VIP_LEVEL, SETTLE_GRACE_MS, rateBps, rebateGroup, rebateMinor } from './rebate.config';
import {
  claimByKey,
  claimInPeriod,
  findMember,
  insertClaim,
  latestClaim,
  listClaims,
  lockMemberRebate,
  validBetsByGameType,
} from './rebate.repository';
import type { StoredRebateLine } from './rebate.table';

/** Manual rebate (docs/rebate.md): claimed by the member, once per UTC day, paid from the house through the ledger. */

const DAY_MS = 86_400_000;

function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

function nextUtcMidnight(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1));
}

async function memberOrThrow(db: DbOrTrx, memberId: number) {
  const member = await findMember(db, memberId);
  if (!member) throw new AppError(401, ERROR_CODES.NOT_LOGGED_IN, 'You are not logged in, please login');
  return member;
}

/** The window a claim at `now` covers: after the last claim's cut-off (at most windowDays back), up to now − grace. */
async function claimWindow(db: DbOrTrx, memberId: number, now: Date, windowDays: number) {
  const upTo = new Date(now.getTime() - SETTLE_GRACE_MS);
  const oldest = new Date(upTo.getTime() - windowDays * DAY_MS);
  const last = await latestClaim(db, memberId);
  const since = last && last.up_to > oldest ? last.up_to : oldest;
  return { since, upTo };
}

/** What a claim now would pay, per group, at the member's VIP level and the operator's current rates. */
async function claimable(
  db: DbOrTrx,
  member: { id: number; currency: string; rank_level: number },
  now: Date,
  settings: StoredRebate,
): Promise<{ since: Date; upTo: Date; lines: StoredRebateLine[] }> {
  const { since, upTo } = await claimWindow(db, member.id, now, settings.windowDays);
  const bets = await validBetsByGameType(db, member.id, member.currency, since, upTo);
  const byGroup = new Map<RebateGameGroup, number>();
  for (const bet of bets) {
    const group = rebateGroup(bet.gameType);
    byGroup.set(group, (byGroup.get(group) ?? 0) + bet.validBetMinor);
  }
  const lines = REBATE_GAME_GROUPS.filter((g) => (byGroup.get(g) ?? 0) > 0).map((group) => {
    const validBetMinor = byGroup.get(group) ?? 0;
    const bps = rateBps(group, member.rank_level, settings.ratesBps);
    // Rounded per group, so the lines shown add up to the total paid.
    return { group, validBetMinor, rateBps: bps, amountMinor: rebateMinor(validBetMinor, bps) };
  });
  return { since, upTo, lines };
}

function toLine(line: StoredRebateLine): RebateLine {
  return {
    group: line.group as RebateGameGroup,
    validBet: minorToDecimal(line.validBetMinor),
    rate: line.rateBps / 100,
    amount: minorToDecimal(line.amountMinor),
  };
}

type ClaimRow = NonNullable<Awaited<ReturnType<typeof latestClaim>>>;

function toClaim(row: ClaimRow): RebateClaim {
  const lines = (typeof row.lines === 'string' ? JSON.parse(row.lines) : row.lines) as StoredRebateLine[];
  return {
    id: Number(row.id),
    period: row.period,
    amount: minorToDecimal(Number(row.amount_minor)),
    validBet: minorToDecimal(Number(row.valid_bet_minor)),
    since: row.since.toISOString(),
    upTo: row.up_to.toISOString(),
    lines: lines.map(toLine),
    claimedAt: row.created_at.toISOString(),
  };
}

export async function rebateSummary(db: DbOrTrx, memberId: number, now = new Date()): Promise<RebateSummary> {
  const member = await memberOrThrow(db, memberId);
  const period = utcDay(now);
  const today = await claimInPeriod(db, memberId, period);
  const settings = await getRebateSettings(db);
  const { since, upTo, lines } = await claimable(db, member, now, settings);
  const rate = (g: RebateGameGroup, vipLevel: number) => rateBps(g, vipLevel, settings.ratesBps) / 100;
  const levels = Array.from({ length: MAX_VIP_LEVEL + 1 }, (_, vipLevel) => ({
    vipLevel,
    rates: Object.fromEntries(REBATE_GAME_GROUPS.map((g) => [g, rate(g, vipLevel)])),
  }));
  return {
    currency: member.currency,
    vipLevel: member.rank_level,
    period,
    claimedThisPeriod: Boolean(today),
    nextClaimAt: today ? nextUtcMidnight(now).toISOString() : null,
    since: since.toISOString(),
    upTo: upTo.toISOString(),
    lines: lines.map(toLine),
    total: minorToDecimal(lines.reduce((sum, l) => sum + l.amountMinor, 0)),
    minClaim: minorToDecimal(settings.minClaimMinor),
    windowDays: settings.windowDays,
    rates: REBATE_GAME_GROUPS.map((group) => ({ group, rate: rate(group, member.rank_level) })),
    levels,
    history: (await listClaims(db, memberId, 30)).map(toClaim),
  };
}

/**
 * Claims today's rebate. Under the member's lock: the same request key answers with its claim again; another key on
 * a day already claimed is refused; otherwise the claim row and the ledger credit are written together. The unique
 * (member, day) row and the ledger key `rebate:<member>:<day>` each make a second payment impossible on their own.
 */
export async function claimRebate(
  db: DbOrTrx,
  memberId: number,
  requestKey: string,
  now = new Date(),
): Promise<RebateClaim> {
  const member = await memberOrThrow(db, memberId);
  if (isTrialAccount(member.type)) {
    throw new AppError(403, ERROR_CODES.REAL_ACCOUNT_REQUIRED, 'Please register an account first');
  }
  const period = utcDay(now);
  const row = await withTransaction(db, async (trx) => {
    await lockMemberRebate(trx, memberId);
    const same = await claimByKey(trx, memberId, requestKey);
    if (same) return same;
    if (await claimInPeriod(trx, memberId, period)) {
      throw new AppError(409, ERROR_CODES.REBATE_ALREADY_CLAIMED, "Today's rebate was claimed already", {
        nextClaimAt: nextUtcMidnight(now).toISOString(),
      });
    }
    // Read inside the claim's transaction: the rates paid are the ones in force when it commits.
    const settings = await getRebateSettings(trx);
    const { since, upTo, lines } = await claimable(trx, member, now, settings);
    const amountMinor = lines.reduce((sum, l) => sum + l.amountMinor, 0);
    if (amountMinor < settings.minClaimMinor) {
      throw new AppError(422, ERROR_CODES.REBATE_BELOW_MINIMUM, 'Not enough rebate to claim yet', {
        min: minorToDecimal(settings.minClaimMinor),
      });
    }
    const claim = await insertClaim(trx, {
      memberId,
      period,
      requestKey,
      currency: member.currency,
      vipLevel: member.rank_level,
      since,
      upTo,
      validBetMinor: lines.reduce((sum, l) => sum + l.validBetMinor, 0),
      amountMinor,
      lines,
    });
    const [house, wallet] = [
      await systemAccount(trx, 'house', member.currency),
      await ensureMemberAccount(trx, memberId, member.currency),
    ];
    await postTransaction(trx, {
      idempotencyKey: `rebate:${memberId}:${period}`,
      kind: 'rebate',
      legs: [
        { accountId: house.id, amountMinor: -amountMinor },
        { accountId: wallet.id, amountMinor },
      ],
      metadata: { claimId: Number(claim.id), since: since.toISOString(), upTo: upTo.toISOString() },
    });
    return claim;
  });
  return toClaim(row);
}
