import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchParsed } from '@site/shared';
import { contractSchema } from '@site/shared/schemas';
import { agentKeys } from './agent-keys';

export const useContracts = () =>
  useQuery({
    queryKey: agentKeys.contracts(),
    queryFn: () => fetchParsed(z.array(contractSchema), { method: 'GET', url: '/wps/agent/contracts' }),
  });
