import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { downlinePageSchema } from '@site/shared/schemas';

/**
 * `GET /wps/agent/team/downlines` without `parent`: my direct downlines (the only members I may offer a
 * contract to), one page of the largest size the endpoint allows.
 */
export const getDirectDownlines = () =>
  fetchParsed(downlinePageSchema, {
    method: 'GET',
    url: '/wps/agent/team/downlines',
    params: { page: 1, pageSize: 100 },
  });

export const directDownlinesQuery = () =>
  queryOptions({
    queryKey: ['agent', 'direct-downlines'] as const,
    queryFn: getDirectDownlines,
    staleTime: 60_000,
  });

export const useDirectDownlines = (enabled = true) => useQuery({ ...directDownlinesQuery(), enabled });
