import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed, queryKeys } from '@site/shared';
import { z } from 'zod';
import { raffleSummarySchema } from '@site/shared/schemas';

/**
 * The summary with `claimable` declared here as well: `@site/shared` is a singleton, so the live shell's copy of the
 * schema is the one this remote gets, and a shell released before the field existed would strip it (docs/decisions.md
 * "Remotes and the shared package"). Same definition as shared's; drop this once every live shell has it.
 */
export const raffleSummaryAnswerSchema = raffleSummarySchema.extend({
  claimable: z.number().int().default(0),
});

/**
 * GET /wps/raffle (member): running rounds with their commitments, my tickets, how many are unopened and how many
 * more my records have earned (`claimable`, granted by POST /wps/raffle/claim). The read grants nothing.
 */
export const getRaffle = () => fetchParsed(raffleSummaryAnswerSchema, { method: 'GET', url: '/wps/raffle' });

/** Under the member's keys, so a session change drops it; a balance change (a settled bet) may earn a ticket. */
export const raffleQuery = () =>
  queryOptions({ queryKey: queryKeys.user('raffle'), queryFn: getRaffle, staleTime: 30_000 });

export const useRaffle = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...raffleQuery(), enabled: options.enabled ?? true });
