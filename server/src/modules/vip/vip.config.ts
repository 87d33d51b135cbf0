/**
 * VIP levels (docs/vip.md): lifetime valid bets needed (minor units of PHP) and the operator's name for each. Level 0
 * is where everyone starts. Names are brand words, shown as they are in every language. The defaults of the stored
 * setting `campaign.vip` (back office "Campaign settings"), which the services read.
 */
export const VIP_LEVELS: readonly { level: number; name: string; requiredMinor: number }[] = [
  { level: 0, name: 'Bronze', requiredMinor: 0 },
  { level: 1, name: 'Silver', requiredMinor: 20_000_00 },
  { level: 2, name: 'Gold', requiredMinor: 100_000_00 },
  { level: 3, name: 'Platinum', requiredMinor: 500_000_00 },
  { level: 4, name: 'Emerald', requiredMinor: 2_000_000_00 },
  { level: 5, name: 'Diamond', requiredMinor: 10_000_000_00 },
];
export const PROMOTE_EVERY_MS = 10 * 60_000;

/** The highest level lifetime valid bets reach. */
export function levelFor(
  validBetMinor: number,
  levels: readonly { level: number; requiredMinor: number }[] = VIP_LEVELS,
): number {
  return levels.filter((l) => validBetMinor >= l.requiredMinor).at(-1)?.level ?? 0;
}
