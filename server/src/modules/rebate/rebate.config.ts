import type { RebateGameGroup } from '@site/shared/schemas';

/**
 * The defaults of the operator's rebate settings (docs/rebate.md "Rates"; seeded as `campaign.rebate`, edited on the
 * back office's Campaign settings screen): the services read the stored values, these only fill an absent setting.
 *
 * Rebate rates (docs/rebate.md) in basis points of the valid bet (60 = 0.60 %), per game group, for VIP levels 0–5.
 * Low-edge games (live, lottery) pay less back than slots: the rebate is a share of the house's expected margin.
 */
export const REBATE_RATES_BPS: Record<RebateGameGroup, readonly number[]> = {
  slots: [40, 50, 60, 70, 85, 100],
  fishing: [40, 50, 60, 70, 85, 100],
  live: [20, 30, 40, 50, 60, 80],
  poker: [20, 30, 40, 50, 60, 80],
  sports: [25, 35, 45, 55, 65, 80],
  esports: [25, 35, 45, 55, 65, 80],
  lottery: [10, 15, 20, 25, 30, 40],
  other: [10, 15, 20, 25, 30, 40],
};
export const MAX_VIP_LEVEL = 5;

/** Below this a claim is refused (the button stays off): 1.00 in minor units. */
export const MIN_CLAIM_MINOR = 100;
/** Rebate not claimed within this many days lapses: a claim counts bets settled at most this far back. */
export const WINDOW_DAYS = 7;
/**
 * Bets settled within the last minute are left for the next claim: a settlement still committing elsewhere could
 * otherwise fall behind the claim's cut-off and be skipped for good.
 */
export const SETTLE_GRACE_MS = 60_000;

/** Vendors name game types differently; each maps to one rebate group. */
const GROUP_OF_GAME_TYPE: Record<string, RebateGameGroup> = {
  SLOT: 'slots',
  RNG: 'slots',
  FISH: 'fishing',
  FISHING: 'fishing',
  LIVE: 'live',
  PVP: 'poker',
  POKER: 'poker',
  SPORTS: 'sports',
  ESPORTS: 'esports',
  LOTT: 'lottery',
  LOTTERY: 'lottery',
  ELOTT: 'lottery',
  KENO: 'lottery',
};

export function rebateGroup(gameType: string): RebateGameGroup {
  return GROUP_OF_GAME_TYPE[gameType.toUpperCase()] ?? 'other';
}

/** The rate of a group at a VIP level, from the stored settings' table (the defaults when none is given). */
export function rateBps(
  group: RebateGameGroup,
  vipLevel: number,
  rates: Record<RebateGameGroup, readonly number[]> = REBATE_RATES_BPS,
): number {
  const level = Math.max(0, Math.min(MAX_VIP_LEVEL, Math.trunc(vipLevel)));
  return rates[group][level] ?? 0;
}

/** Rounded down to the minor unit: a rebate never pays a fraction the ledger cannot hold. */
export function rebateMinor(validBetMinor: number, bps: number): number {
  return Math.floor((validBetMinor * bps) / 10_000);
}
