import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed, queryKeys } from '@site/shared';
import { raffleSummarySchema } from '@site/shared/schemas';

/** POST /wps/raffle/claim (member): grants the tickets the records have earned; answers the summary. */
export const claimTickets = () =>
  fetchParsed(raffleSummarySchema, { method: 'POST', url: '/wps/raffle/claim' });

/** The answer is the new summary: it replaces the cached read, no second request. */
export function useClaimTickets() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: claimTickets,
    onSuccess: (summary) => client.setQueryData(queryKeys.user('raffle'), summary),
  });
}
