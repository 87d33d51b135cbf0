import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GameDto, HelpTopic, VendorMapping, Whitelabel } from '@site/shared/schemas';
import type { GameListParams } from '../../../lib/api/get-game-list';
import { hotGamesQuery } from '../../../lib/api/get-hot-games';
import { vendorMappingQuery } from '../../../lib/api/get-vendor-mapping';
import { helpTopicsQuery } from '../api/get-help-topics';
import { whitelabelEntryQuery } from '../api/get-whitelabel';
import { toDownloadLinks } from '../model/download-links';

/** Home rows, in the order shown; favouriting is offered on all of them (docs/site-rules.md "Access"). */
export const HOME_ROWS = [
  { key: 'rng', gameType: 'RNG' },
  { key: 'live', gameType: 'LIVE' },
  { key: 'fish', gameType: 'FISH' },
  { key: 'pvp', gameType: 'PVP' },
  { key: 'sports', gameType: 'SPORTS' },
] as const;
const ROW_SIZE = 12;

/**
 * What home's top blocks show. The category rows and the winner ranking are not here: each fetches its own answer
 * when it comes near view (category-row.tsx, winner-ticker.tsx), since on a phone they are screens away and their
 * answers and cards were most of home's work at start (docs/performance.md "Main thread").
 */
export interface HomeData {
  hot: GameDto[];
  vendors: { vassalage: string; displayName: string }[];
  help: HelpTopic[];
  download: { android: string; ios: string };
  /** The hot games or the providers failed: the page shows one error line (a row shows its own). */
  failed: boolean;
}

/** One empty list for every block still waiting: a new `[]` per render would defeat the blocks' memo. */
const NONE: never[] = [];

const FALLBACK_DOWNLOAD = {
  android: `${globalThis.location?.origin ?? ''}/down?os=android`,
  ios: `${globalThis.location?.origin ?? ''}/down?os=ios`,
};

/** Providers of every game type, each once, in the order the mapping lists them. */
function distinctVendors(mapping: VendorMapping): HomeData['vendors'] {
  const seen = new Map<string, string>();
  for (const t of mapping)
    for (const v of t.vendors) if (!seen.has(v.vassalage)) seen.set(v.vassalage, v.displayName);
  return [...seen].map(([vassalage, displayName]) => ({ vassalage, displayName }));
}

const selectDownloadLinks = (wl: Whitelabel) => toDownloadLinks(wl, FALLBACK_DOWNLOAD);

/** The game list call of one home row: its game type's first twelve games. */
export const homeRowParams = (gameType: string): GameListParams => ({
  gameType,
  vassalage: '',
  gameClassify: '',
  gameName: '',
  pageSize: ROW_SIZE,
  pageNo: 1,
});

/** Each home block is its own query: one failing call empties its block, not the page. */
export function useHomeData(): HomeData {
  const { i18n } = useTranslation('lobby');
  const hot = useQuery(hotGamesQuery(''));
  const vendors = useQuery({ ...vendorMappingQuery(), select: distinctVendors });
  const help = useQuery(helpTopicsQuery(i18n.language));
  const download = useQuery({ ...whitelabelEntryQuery(), select: selectDownloadLinks });
  return {
    hot: hot.data ?? NONE,
    vendors: vendors.data ?? NONE,
    help: help.data ?? NONE,
    download: download.data ?? FALLBACK_DOWNLOAD,
    failed: hot.isError || vendors.isError,
  };
}
