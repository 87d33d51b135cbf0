import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { releaseStatusSchema } from '@site/shared/schemas/operator';
import { releaseKeys } from './release-keys';

/** Per app: live and canary versions, their failure rates over the last hour, published versions, last actions. */
export const getReleaseStatus = () =>
  fetchParsed(releaseStatusSchema, { method: 'GET', url: '/wps/releases/status' });
export const releaseStatusQuery = () =>
  queryOptions({ queryKey: releaseKeys.status(), queryFn: getReleaseStatus, staleTime: 5_000, refetchInterval: 30_000 });
export const useReleaseStatus = () => useQuery(releaseStatusQuery());
