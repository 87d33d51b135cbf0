import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameDto, HelpTopic, WinnerEntry } from '@site/shared/schemas';
import { fetchDownloadLinks, fetchGameList, fetchHelpTopics, fetchHotGames, fetchVendorMapping, fetchWinners } from '../../../lib/games-api';

/** Home rows, in the order shown; favouriting is offered on all of them (SPEC §6). */
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
  failed: boolean;
}

const FALLBACK_DOWNLOAD = { android: `${globalThis.location?.origin ?? ''}/down?os=android`, ios: `${globalThis.location?.origin ?? ''}/down?os=ios` };

/** Each home block loads on its own: one failing call empties its block, not the page. */
export function useHomeData(): HomeData {
  const { i18n } = useTranslation('lobby');
  const [data, setData] = useState<HomeData>({ hot: [], rows: {}, vendors: [], winners: [], help: [], download: FALLBACK_DOWNLOAD, failed: false });
  useEffect(() => {
    let alive = true;
    const patch = (p: Partial<HomeData>) => alive && setData((d) => ({ ...d, ...p }));
    const fail = () => patch({ failed: true });
    fetchHotGames('').then((hot) => patch({ hot }), fail);
    for (const row of HOME_ROWS) {
      fetchGameList({ gameType: row.gameType, vassalage: '', gameClassify: '', gameName: '', pageSize: ROW_SIZE, pageNo: 1 }).then(
        (r) => alive && setData((d) => ({ ...d, rows: { ...d.rows, [row.key]: r.games } })),
        fail,
      );
    }
    fetchVendorMapping().then((m) => {
      const seen = new Map<string, string>();
      for (const t of m) for (const v of t.vendors) if (!seen.has(v.vassalage)) seen.set(v.vassalage, v.displayName);
      patch({ vendors: [...seen].map(([vassalage, displayName]) => ({ vassalage, displayName })) });
    }, fail);
    fetchWinners(i18n.language).then((w) => patch({ winners: w.list }), () => undefined);
    fetchHelpTopics(i18n.language).then((help) => patch({ help }), () => undefined);
    fetchDownloadLinks(FALLBACK_DOWNLOAD).then((download) => patch({ download }), () => undefined);
    return () => {
      alive = false;
    };
  }, [i18n.language]);
  return data;
}
