import { ERROR_CODES, minorToDecimal, type ReferralSummary } from '@site/shared/schemas';
import type { Db } from '../../db/create-db';
import { withTransaction, type DbOrTrx } from '../../db/with-transaction';
import { AppError } from '../../errors';
import { maskAccount } from '../games/games.dto';
import { getFlags } from '../system/system.service';
import { ensureMemberAccount, postTransaction, systemAccount } from '../wallet/ledger.service';
import { getReferralSettings } from '../campaign-settings/campaign-settings.service';
import { CATCH_UP_DAYS, DAY_SETTLE_DELAY_MS, commissionMinor } from './referral.config';
import {
  commissionDays,
  countInvitees,
  findMember,
  insertCommissions,
  inviteeValidBets,
  invitees,
  lockDay,
  settledReferrers,
  totalCommission,
} from './referral.repository';

/** Invite friends (docs/referral.md): the referrer's page, and the daily commission settlement. */

const DAY_MS = 86_400_000;

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Settles one UTC day: for every referrer not yet paid for it, one row per invited member and one ledger credit
 * (house → referrer, key `referral:<referrer>:<day>`). Under the day's lock, and skipping referrers already paid, so
 * a second run — or a run on another process at the same moment — pays nothing again. Returns what it paid.
 */
export async function settleDay(db: DbOrTrx, day: string): Promise<{ referrers: number; paidMinor: number }> {
  const start = dayStart(day);
  const end = new Date(start.getTime() + DAY_MS);
  return withTransaction(db, async (trx) => {
    await lockDay(trx, day);
    // The rate in force when the day is settled (docs/referral.md): an edit applies to days not yet settled.
    const { commissionBps } = await getReferralSettings(trx);
    const done = await settledReferrers(trx, day);
    const byReferrer = new Map<
      number,
      { currency: string; lines: { refereeId: number; validBetMinor: number }[] }
    >();
    for (const row of await inviteeValidBets(trx, start, end)) {
      if (done.has(row.referrerId) || row.validBetMinor <= 0) continue;
      const entry = byReferrer.get(row.referrerId) ?? { currency: row.currency, lines: [] };
      entry.lines.push({ refereeId: row.refereeId, validBetMinor: row.validBetMinor });
      byReferrer.set(row.referrerId, entry);
    }
    let paidMinor = 0;
    for (const [referrerId, { currency, lines }] of byReferrer) {
      const rows = lines.map((l) => ({
        referrerId,
        refereeId: l.refereeId,
        day,
        currency,
        validBetMinor: l.validBetMinor,
        amountMinor: commissionMinor(l.validBetMinor, commissionBps),
      }));
      // A day with too little play still gets its rows (amount 0): it is settled and never looked at again.
      await insertCommissions(trx, rows);
      const amountMinor = rows.reduce((sum, r) => sum + r.amountMinor, 0);
      if (amountMinor === 0) continue;
      const [house, wallet] = [
        await systemAccount(trx, 'house', currency),
        await ensureMemberAccount(trx, referrerId, currency),
      ];
      await postTransaction(trx, {
        idempotencyKey: `referral:${referrerId}:${day}`,
        kind: 'referral_commission',
        legs: [
          { accountId: house.id, amountMinor: -amountMinor },
          { accountId: wallet.id, amountMinor },
        ],
        metadata: { day, invitees: rows.length },
      });
      paidMinor += amountMinor;
    }
    return { referrers: byReferrer.size, paidMinor };
  });
}

/** The job: every finished day of the last CATCH_UP_DAYS (a day is finished DAY_SETTLE_DELAY_MS after its end). */
export async function settleDueDays(db: DbOrTrx, now: Date): Promise<number> {
  let paidMinor = 0;
  for (let back = CATCH_UP_DAYS; back >= 1; back -= 1) {
    const day = dayOf(new Date(now.getTime() - back * DAY_MS));
    if (dayStart(day).getTime() + DAY_MS + DAY_SETTLE_DELAY_MS > now.getTime()) continue;
    paidMinor += (await settleDay(db, day)).paidMinor;
  }
  return paidMinor;
}

export async function referralSummary(db: Db, memberId: number, now = new Date()): Promise<ReferralSummary> {
  const member = await findMember(db, memberId);
  if (!member) throw new AppError(401, ERROR_CODES.NOT_LOGGED_IN, 'You are not logged in, please login');
  const [flags, settings] = await Promise.all([getFlags(db), getReferralSettings(db)]);
  const since30d = new Date(now.getTime() - 30 * DAY_MS);
  const [list, count, total, days] = await Promise.all([
    invitees(db, memberId, since30d),
    countInvitees(db, memberId),
    totalCommission(db, memberId),
    commissionDays(db, memberId, 30),
  ]);
  return {
    enabled: flags.referral,
    code: member.referral_code,
    registerPath: `/register?referralCode=${encodeURIComponent(member.referral_code)}`,
    currency: member.currency,
    ratePercent: settings.commissionBps / 100,
    invitedCount: count,
    totalCommission: minorToDecimal(total),
    invitees: list.map((i) => ({
      account: maskAccount(i.account),
      joinedAt: i.created_at.toISOString(),
      validBet30d: minorToDecimal(Number(i.valid_30d ?? 0)),
      commission: minorToDecimal(Number(i.commission ?? 0)),
    })),
    days: days.map((d) => ({
      day: d.day,
      validBet: minorToDecimal(Number(d.valid)),
      amount: minorToDecimal(Number(d.amount)),
    })),
  };
}
