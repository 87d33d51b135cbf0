import { useQueries } from '@tanstack/react-query';
import { GAME_PAGE_SIZES } from '@site/shared/schemas';
import { gameListQuery } from '../../../lib/api/get-game-list';
import { combinePages } from '../../../lib/paging/combine-pages';

/** Home search: a new (trimmed) query loads page 1 with page size 28; load-more adds the next page. */
export function useHomeSearch(query: string, pageNo: number) {
  const pages = query ? Array.from({ length: pageNo }, (_, i) => i + 1) : [];
  return useQueries({
    queries: pages.map((n) =>
      gameListQuery({
        gameType: '',
        vassalage: '',
        gameClassify: '',
        gameName: query,
        pageSize: GAME_PAGE_SIZES.homeSearch,
        pageNo: n,
      }),
    ),
    combine: combinePages,
  });
}
