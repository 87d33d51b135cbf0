import { useEffect, useState } from 'react';
import { GAME_PAGE_SIZES, type GameDto } from '@site/shared/schemas';
import { fetchGameList } from '../../../lib/games-api';

/** Home search: a new (trimmed) query loads page 1 with page size 28; load-more appends. */
export function useHomeSearch(query: string, pageNo: number) {
  const [games, setGames] = useState<GameDto[]>([]);
  const [totalPages, setTotalPages] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState(false);
  useEffect(() => {
    if (!query) {
      setGames([]);
      setTotalPages(0);
      return undefined;
    }
    const controller = new AbortController();
    setLoading(true);
    setError(false);
    fetchGameList({ gameType: '', vassalage: '', gameClassify: '', gameName: query, pageSize: GAME_PAGE_SIZES.homeSearch, pageNo }, controller.signal)
      .then((r) => {
        setGames((prev) => (pageNo > 1 ? [...prev, ...r.games] : r.games));
        setTotalPages(r.totalPages);
      })
      .catch(() => !controller.signal.aborted && setError(true))
      .finally(() => !controller.signal.aborted && setLoading(false));
    return () => controller.abort();
  }, [query, pageNo]);
  return { games, totalPages, loading, error };
}
