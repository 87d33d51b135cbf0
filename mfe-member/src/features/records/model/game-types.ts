/** Vendors and the ledger name game types differently (SLOT/RNG, FISH/FISHING...): one label each. */
export const GAME_TYPE_LABEL: Record<string, string> = {
  RNG: 'slots',
  SLOT: 'slots',
  LIVE: 'live',
  FISH: 'fishing',
  FISHING: 'fishing',
  PVP: 'poker',
  SPORTS: 'sports',
  ESPORTS: 'esports',
  LOTT: 'lottery',
  LOTTERY: 'lottery',
  ELOTT: 'elottery',
  COCKFIGHT: 'cockfight',
  BINGO: 'bingo',
  INHOUSE: 'inhouse',
};

/** The label key of a game type: one per category whatever code a vendor uses, `other` for a code not known here. */
export const gameTypeKey = (code: string): string => GAME_TYPE_LABEL[code.toUpperCase()] ?? 'other';

interface Summable {
  date?: string | undefined;
  gameType: string;
  rounds: number;
  bet: number;
  validBet: number;
  win: number;
  profit: number;
}

/**
 * Lines of one category and day made one: vendors name slots RNG or SLOT, and two "Slots" lines on one page read
 * as a mistake. The first code names the merged line; sums are rounded to cents again.
 */
export function mergeByCategory<T extends Summable>(lines: readonly T[]): T[] {
  const merged = new Map<string, T>();
  const cents = (n: number) => Math.round(n * 100) / 100;
  for (const line of lines) {
    const key = `${line.date ?? ''}|${gameTypeKey(line.gameType)}`;
    const seen = merged.get(key);
    merged.set(
      key,
      seen
        ? {
            ...seen,
            rounds: seen.rounds + line.rounds,
            bet: cents(seen.bet + line.bet),
            validBet: cents(seen.validBet + line.validBet),
            win: cents(seen.win + line.win),
            profit: cents(seen.profit + line.profit),
          }
        : line,
    );
  }
  return [...merged.values()];
}
