import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { myDividendsSchema } from '@site/shared/schemas';

/** `GET /wps/agent/dividends`: my dividend bills with the carry of each period (docs/agents.md "Dividends"). */
export const getMyDividends = () =>
  fetchParsed(myDividendsSchema, { method: 'GET', url: '/wps/agent/dividends' });

/** Under `['agent', …]` so a money move that invalidates the agent queries refreshes it too. */
export const myDividendsQuery = () =>
  queryOptions({ queryKey: ['agent', 'dividends'] as const, queryFn: getMyDividends, staleTime: 60_000 });

export const useMyDividends = (enabled = true) => useQuery({ ...myDividendsQuery(), enabled });
