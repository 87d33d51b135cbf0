import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed, queryKeys } from '@site/shared';
import { raffleSummarySchema } from '@site/shared/schemas';

/**
 * GET /wps/raffle (member): running rounds with their commitments, my tickets, how many are unopened and how many
 * more my records have earned (`claimable`, granted by POST /wps/raffle/claim). The read grants nothing.
 */
export const getRaffle = () => fetchParsed(raffleSummarySchema, { method: 'GET', url: '/wps/raffle' });

/** Under the member's keys, so a session change drops it; a balance change (a settled bet) may earn a ticket. */
export const raffleQuery = () =>
  queryOptions({ queryKey: queryKeys.user('raffle'), queryFn: getRaffle, staleTime: 30_000 });

export const useRaffle = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...raffleQuery(), enabled: options.enabled ?? true });
