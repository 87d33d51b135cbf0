import type { UseQueryResult } from '@tanstack/react-query';
import type { GameDto } from '@site/shared/schemas';

export interface PagedGames {
  games: GameDto[];
  totalPages: number;
  loading: boolean;
  error: boolean;
  /** Refetches only the pages that failed. */
  retry: () => void;
}

/**
 * Load-more as one query per page (docs/site-rules.md "Flows": pages append): the list is the loaded pages in order,
 * up to the first page not yet there, so a later page never shows before an earlier one. Each page
 * is its own cache entry, so coming back to a list shows every page already loaded at once.
 */
export function combinePages(
  results: UseQueryResult<{ games: GameDto[]; totalPages: number }>[],
): PagedGames {
  const games: GameDto[] = [];
  let totalPages = 0;
  for (const result of results) {
    if (!result.data) break;
    games.push(...result.data.games);
    totalPages = result.data.totalPages;
  }
  return {
    games,
    totalPages,
    loading: results.some((r) => r.isPending && r.fetchStatus !== 'idle'),
    error: results.some((r) => r.isError),
    retry: () => {
      for (const r of results) if (r.isError) void r.refetch();
    },
  };
}
