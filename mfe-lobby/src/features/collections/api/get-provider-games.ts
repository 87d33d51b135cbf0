import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@site/shared';
import { CATALOGUE_STALE_MS } from '../../../lib/api/catalogue';
import { fetchGameList } from '../../../lib/api/get-game-list';

/** `/providers?vassalage=…`: every game of one vendor, whatever its type, as one list (`GET /wps/games/list`). */
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
