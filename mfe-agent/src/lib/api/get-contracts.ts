import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { z } from 'zod';
import { contractSchema } from '@site/shared/schemas';
import { agentKeys } from './agent-keys';

export const contractsQuery = () =>
  queryOptions({
    queryKey: agentKeys.contracts(),
    queryFn: () => fetchParsed(z.array(contractSchema), { method: 'GET', url: '/wps/agent/contracts' }),
  });

export const useContracts = () => useQuery(contractsQuery());
