import type { VendorMapping } from '@site/shared/schemas';

/** Lobby path per game type (docs/site-rules.md "Routes" routes); types without a lobby are left out of the menu. */
const PATH_BY_TYPE: Record<string, string> = {
  RNG: '/rng',
  LIVE: '/live',
  PVP: '/pvp',
  FISH: '/fish',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  INHOUSE: '/inhouse',
  COCKFIGHT: '/cockfight',
  BINGO: '/bingo',
  LOTT: '/lotteryCenter',
  ELOTT: '/elott',
};

export interface NavChild {
  key: string;
  label: string;
  to: string;
}
export interface NavCategory {
  key: string;
  labelKey: string;
  to: string;
  children: NavChild[];
}

/**
 * Game navigation of docs/site-rules.md "Screens": the categories the vendor list provides, each with an "All" entry then its providers.
 * Provider entries open the lobby filtered by vendor (the lobby remote reads `vassalage`).
 */
export function categoriesFromVendors(mapping: VendorMapping): NavCategory[] {
  const out: NavCategory[] = [];
  for (const { gameType, vendors } of mapping) {
    const to = PATH_BY_TYPE[gameType.toUpperCase()];
    if (!to) continue;
    out.push({
      key: gameType,
      labelKey: `cat_${gameType.toLowerCase()}`,
      to,
      children: [
        { key: 'ALL', label: '', to },
        ...vendors.map((v) => ({
          key: v.vassalage,
          label: v.displayName,
          to: `${to}?vassalage=${encodeURIComponent(v.vassalage)}`,
        })),
      ],
    });
  }
  return out;
}
