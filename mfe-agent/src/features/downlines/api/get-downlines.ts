import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { downlinePageSchema } from '@site/shared/schemas';
import { agentKeys, type DownlineParams, params } from '../../../lib/api/agent-keys';

export const useDownlines = (q: DownlineParams) =>
  useQuery({
    queryKey: agentKeys.downlines(q),
    queryFn: () =>
      fetchParsed(downlinePageSchema, { method: 'GET', url: '/wps/agent/team/downlines', params: params(q) }),
    placeholderData: keepPreviousData,
  });
