/**
 * Referral commission (docs/referral.md), in basis points of the invited members' valid bets: 10 = 0.10 %. The
 * default of the stored setting `campaign.referral` (back office "Campaign settings"), which the services read.
 */
export const COMMISSION_BPS = 10;
/** A day is settled once it has been over this long, so rounds settling around midnight are in. */
export const DAY_SETTLE_DELAY_MS = 5 * 60_000;
/** How many past days a settlement run looks at (after downtime it catches up this far back). */
export const CATCH_UP_DAYS = 7;
export const SETTLE_EVERY_MS = 10 * 60_000;

/** Rounded down to the minor unit per invited member and day. */
export function commissionMinor(validBetMinor: number, bps: number = COMMISSION_BPS): number {
  return Math.floor((validBetMinor * bps) / 10_000);
}
