import { useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { myIncomeSchema } from '@site/shared/schemas';
import { agentKeys } from '../../../lib/api/agent-keys';

export const useMyIncome = () =>
  useQuery({
    queryKey: agentKeys.income(),
    queryFn: () => fetchParsed(myIncomeSchema, { method: 'GET', url: '/wps/agent/income' }),
  });
