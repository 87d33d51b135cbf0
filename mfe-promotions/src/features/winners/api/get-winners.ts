import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchParsed, queryKeys } from '@site/shared';

/**
 * The remote's own copy of shared's `winnerBoardSchema`: `@site/shared` is a singleton, so this remote gets the live
 * shell's copy, and a shell built before the winner board existed has no such export (docs/decisions.md "Remotes and
 * the shared package"). winner-board.test.tsx keeps the copy equal to the shared one.
 */
export const winnerBoardAnswerSchema = z.object({
  entries: z.array(
    z.object({
      account: z.string(),
      gameName: z.string(),
      amount: z.number(),
      currency: z.string(),
      at: z.string(),
    }),
  ),
});
export type WinnerBoardAnswer = z.infer<typeof winnerBoardAnswerSchema>;

/** GET /wps/promotions/winners?limit= (public): the biggest recent wins; the server caches it for 30 s too. */
export const getWinners = (limit: number) =>
  fetchParsed(winnerBoardAnswerSchema, { method: 'GET', url: '/wps/promotions/winners', params: { limit } });

export const winnersQuery = (limit: number) =>
  queryOptions({
    queryKey: queryKeys.site('promotions', 'winners', limit),
    queryFn: () => getWinners(limit),
    staleTime: 30_000,
    // A board, not a balance: a refresh a minute keeps it alive on a page left open.
    refetchInterval: 60_000,
  });

export const useWinners = (limit: number) => useQuery(winnersQuery(limit));
