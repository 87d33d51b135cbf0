import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GameDto, HelpTopic, VendorMapping, Whitelabel, WinnerEntry } from '@site/shared/schemas';
import { gameListQuery } from '../../../lib/api/get-game-list';
import { hotGamesQuery } from '../../../lib/api/get-hot-games';
import { vendorMappingQuery } from '../../../lib/api/get-vendor-mapping';
import { helpTopicsQuery } from '../api/get-help-topics';
import { whitelabelEntryQuery } from '../api/get-whitelabel';
import { winnersQuery } from '../api/get-winners';
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

export interface HomeData {
  hot: GameDto[];
  rows: Record<string, GameDto[]>;
  vendors: { vassalage: string; displayName: string }[];
  winners: WinnerEntry[];
  help: HelpTopic[];
  download: { android: string; ios: string };
  /** A block whose answer failed (hot, a row or the providers): the page shows one error line. */
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

const rowParams = (gameType: string) => ({
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
  const rows = useQueries({ queries: HOME_ROWS.map((row) => gameListQuery(rowParams(row.gameType))) });
  const vendors = useQuery({ ...vendorMappingQuery(), select: distinctVendors });
  const winners = useQuery(winnersQuery(i18n.language));
  const help = useQuery(helpTopicsQuery(i18n.language));
  const download = useQuery({ ...whitelabelEntryQuery(), select: selectDownloadLinks });
  return {
    hot: hot.data ?? NONE,
    rows: Object.fromEntries(HOME_ROWS.map((row, i) => [row.key, rows[i]?.data?.games ?? NONE])),
    vendors: vendors.data ?? NONE,
    winners: winners.data?.list ?? NONE,
    help: help.data ?? NONE,
    download: download.data ?? FALLBACK_DOWNLOAD,
    failed: hot.isError || vendors.isError || rows.some((r) => r.isError),
  };
}
