import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost, fetchParsed } from '@site/shared';
import { fourEyesRequestSchema, type FourEyesRequest } from '@site/shared/schemas/operator';

/** What waits for a second staff member (docs/back-office.md "Four-eyes"). */
export const getFourEyes = (status: string) =>
  fetchParsed(z.array(fourEyesRequestSchema), {
    method: 'GET',
    url: '/wps/admin/four-eyes',
    params: status ? { status } : {},
  });
export const fourEyesQuery = (status: string) =>
  queryOptions({
    queryKey: ['bo', 'four-eyes', status],
    queryFn: () => getFourEyes(status),
    staleTime: 10_000,
  });
export const useFourEyes = (status: string) => useQuery(fourEyesQuery(status));

const DECISION_PATH: Record<FourEyesRequest['kind'], string> = {
  'wallet.adjust': '/wps/admin/wallet/adjustments/requests',
  'withdrawal.approve': '/wps/admin/withdrawals/approvals',
};

/** Confirm (the change is carried out now, by the second staff member) or reject. Nobody confirms their own. */
export function useDecideFourEyes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { request: FourEyesRequest; verb: 'confirm' | 'reject' }) =>
      apiPost<unknown>(`${DECISION_PATH[input.request.kind]}/${input.request.id}/${input.verb}`),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['bo', 'four-eyes'] });
      void client.invalidateQueries({ queryKey: ['bo', 'withdrawals'] });
      void client.invalidateQueries({ queryKey: ['bo', 'member'] });
      void client.invalidateQueries({ queryKey: ['bo', 'dashboard'] });
    },
  });
}
