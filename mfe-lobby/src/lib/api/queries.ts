import { queryOptions } from '@tanstack/react-query';
import { helpCenterQuery, queryKeys, vendorsQuery, whitelabelQuery } from '@site/shared';
// Through the module's index (not the files) so one `jest.mock` of the API module covers queries too.
import {
  fetchFavouriteIds,
  fetchFavourites,
  fetchGameList,
  fetchHelpTopics,
  fetchHotGames,
  fetchVendorMapping,
  fetchWhitelabel,
  fetchWinners,
  type GameListParams,
} from '.';

// The lobby's server data as query options (docs/architecture.md "Server data"): each list is one
// cache entry per parameter set, so going back to a lobby or a page shows it at once and a stale
// answer can never overwrite a newer one (each parameter set has its own entry).

/** Lists change when operators edit the catalogue, not from second to second. */
const CATALOGUE_STALE_MS = 60_000;

export const gameListQuery = (params: GameListParams) =>
  queryOptions({
    queryKey: queryKeys.site('games', 'list', params),
    queryFn: ({ signal }) => fetchGameList(params, signal),
    staleTime: CATALOGUE_STALE_MS,
  });

export const hotGamesQuery = (gameType: string, vassalage = '') =>
  queryOptions({
    queryKey: queryKeys.site('games', 'hot', gameType, vassalage),
    queryFn: ({ signal }) => fetchHotGames(gameType, vassalage, signal),
    staleTime: CATALOGUE_STALE_MS,
  });

/** `/providers?vassalage=…`: every game of one vendor, whatever its type, as one list. */
export const providerGamesQuery = (vassalage: string) =>
  queryOptions({
    queryKey: queryKeys.site('games', 'provider', vassalage),
    queryFn: async ({ signal }) =>
      (
        await fetchGameList(
          { gameType: '', vassalage, gameClassify: '', gameName: '', pageSize: 1000, pageNo: 1 },
          signal,
        )
      ).games,
    staleTime: CATALOGUE_STALE_MS,
  });

/** `/fav`: the member's favourite games (a `user` key, dropped on logout like every session's data). */
export const favouriteGamesQuery = () =>
  queryOptions({
    queryKey: queryKeys.user('games', 'favourites'),
    queryFn: async ({ signal }) => (await fetchFavourites('', signal)).content,
  });

/** The member's favourites belong to the session: `user` keys are dropped on logout. */
export const favouriteIdsQuery = () =>
  queryOptions({ queryKey: queryKeys.user('games', 'favourite-ids'), queryFn: fetchFavouriteIds });

export const winnersQuery = (language: string) =>
  queryOptions({
    queryKey: queryKeys.site('games', 'winners', language),
    queryFn: () => fetchWinners(language),
  });

/** The shell's help-centre entry (footer, /help): one request per language per page. */
export const helpTopicsQuery = (language: string) =>
  queryOptions({ ...helpCenterQuery(language), queryFn: () => fetchHelpTopics(language) });

/** The shell's whitelabel entry, through this remote's API module; home reads its download links. */
export const whitelabelEntryQuery = () =>
  queryOptions({ ...whitelabelQuery(), queryFn: () => fetchWhitelabel() });

/**
 * The shell's vendor entry (same key as `vendorsQuery` in @site/shared, so menu, footer and lobby
 * share one cache entry and one request per session), fetched through this remote's API module.
 */
export const vendorMappingQuery = () =>
  queryOptions({ ...vendorsQuery(), queryFn: () => fetchVendorMapping() });
