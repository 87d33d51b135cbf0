import { useEffect, useRef, useState } from 'react';
import type { GameDto } from '@site/shared/schemas';
import { fetchFavourites, fetchGameList, fetchHotGames, fetchRecentGames } from '../../../lib/games-api';
import { toListParams, type LobbyState } from '../model/lobby-state';

export interface LobbyList {
  games: GameDto[];
  totalPages: number;
  loading: boolean;
  error: boolean;
  retry: () => void;
}

async function load(state: LobbyState, signal: AbortSignal): Promise<{ games: GameDto[]; totalPages: number }> {
  const gameType = state.category.gameType;
  switch (state.listType) {
    case 'hot': {
      const games = await fetchHotGames(gameType, state.vendor, signal);
      return { games, totalPages: games.length ? 1 : 0 };
    }
    case 'fav': {
      const page = await fetchFavourites(gameType, signal);
      return { games: page.content, totalPages: page.totalPages };
    }
    case 'recent': {
      const page = await fetchRecentGames({ gameType, vassalage: state.vendor, pageNo: state.pageNo, pageSize: 42 }, signal);
      return { games: page.list, totalPages: page.totalPages };
    }
    default:
      return fetchGameList(toListParams(state), signal);
  }
}

/**
 * Loads what the lobby state asks for. Load-more appends, anything else replaces; a newer state
 * aborts the older request so a slow answer never overwrites a fresh one.
 */
export function useLobbyList(state: LobbyState): LobbyList {
  const [games, setGames] = useState<GameDto[]>([]);
  const [totalPages, setTotalPages] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    const controller = new AbortController();
    const id = ++latest.current;
    setLoading(true);
    setError(false);
    if (!state.append) setGames([]);
    load(state, controller.signal)
      .then((result) => {
        if (id !== latest.current) return;
        setGames((prev) => (state.append ? [...prev, ...result.games] : result.games));
        setTotalPages(result.totalPages);
      })
      .catch(() => {
        if (id === latest.current && !controller.signal.aborted) setError(true);
      })
      .finally(() => {
        if (id === latest.current) setLoading(false);
      });
    return () => controller.abort();
  }, [state, attempt]);

  return { games, totalPages, loading, error, retry: () => setAttempt((n) => n + 1) };
}
