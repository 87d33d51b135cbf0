import { queryOptions, useQueries } from '@tanstack/react-query';
import { queryKeys } from '@site/shared';
import { fetchFavourites } from '../../../lib/api/get-favourites';
import { gameListQuery } from '../../../lib/api/get-game-list';
import { fetchHotGames } from '../../../lib/api/get-hot-games';
import { fetchRecentGames } from '../api/get-recent-games';
import { combinePages, type PagedGames } from '../../../lib/paging/combine-pages';
import { toListParams, type LobbyState } from '../model/lobby-state';

export type LobbyList = PagedGames;

const RECENT_PAGE_SIZE = 42;

/**
 * One page of what the lobby state asks for, as `{ games, totalPages }` whatever the list type
 * (hot and favourites come as one page). Keys end in 'lobby-page' so this shape never shares a
 * cache entry with the raw answers the home page reads.
 */
function lobbyPageQuery(state: LobbyState, pageNo: number) {
  const gameType = state.category.gameType;
  switch (state.listType) {
    case 'hot':
      return queryOptions({
        queryKey: queryKeys.site('games', 'hot', gameType, state.vendor, 'lobby-page'),
        queryFn: async ({ signal }) => {
          const games = await fetchHotGames(gameType, state.vendor, signal);
          return { games, totalPages: games.length ? 1 : 0 };
        },
      });
    case 'fav':
      return queryOptions({
        queryKey: queryKeys.user('games', 'favourites', gameType, 'lobby-page'),
        queryFn: async ({ signal }) => {
          const page = await fetchFavourites(gameType, signal);
          return { games: page.content, totalPages: page.totalPages };
        },
      });
    case 'recent': {
      const params = { gameType, vassalage: state.vendor, pageNo, pageSize: RECENT_PAGE_SIZE };
      return queryOptions({
        queryKey: queryKeys.user('games', 'recent', params, 'lobby-page'),
        queryFn: async ({ signal }) => {
          const page = await fetchRecentGames(params, signal);
          return { games: page.list, totalPages: page.totalPages };
        },
      });
    }
    default:
      return gameListQuery(toListParams({ ...state, pageNo }));
  }
}

/** Hot and favourites are one page; the game list and recent games grow by load-more (the reducer's pageNo). */
function pagesOf(state: LobbyState): number[] {
  const count = state.listType === 'hot' || state.listType === 'fav' ? 1 : state.pageNo;
  return Array.from({ length: count }, (_, i) => i + 1);
}

/** Loads what the lobby state asks for; each parameter set is its own cache entry, so a slow old answer never shows. */
export function useLobbyList(state: LobbyState): LobbyList {
  return useQueries({ queries: pagesOf(state).map((n) => lobbyPageQuery(state, n)), combine: combinePages });
}
