import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { runningBreakListSchema } from '@site/shared/schemas/operator';
import { riskKeys } from './risk-keys';

/** Members under a break now, the soonest to end first. */
export const getRunningBreaks = () =>
  fetchParsed(runningBreakListSchema, { method: 'GET', url: '/wps/admin/responsible-gaming/breaks/running' });
export const runningBreaksQuery = () =>
  queryOptions({ queryKey: riskKeys.breaks(), queryFn: getRunningBreaks, staleTime: 15_000 });
export const useRunningBreaks = () => useQuery(runningBreaksQuery());
