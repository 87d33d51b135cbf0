import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { consolidatedFundsSchema } from '@site/shared/schemas';
import { agentKeys } from './agent-keys';

export const consolidatedQuery = () =>
  queryOptions({
    queryKey: agentKeys.consolidated(),
    queryFn: () =>
      fetchParsed(consolidatedFundsSchema, { method: 'GET', url: '/wps/member/info/funds/consolidated' }),
  });

export const useConsolidated = () => useQuery(consolidatedQuery());
