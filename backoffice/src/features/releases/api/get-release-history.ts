import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchParsed } from '@site/shared';
import { releaseActionSchema } from '@site/shared/schemas/operator';
import { releaseKeys } from './release-keys';

/** Every publish, promote, canary and rollback of one app, newest first (the release service's audit). */
export const getReleaseHistory = (app: string) =>
  fetchParsed(z.array(releaseActionSchema), { method: 'GET', url: `/wps/releases/apps/${app}/history` });
export const releaseHistoryQuery = (app: string) =>
  queryOptions({ queryKey: releaseKeys.history(app), queryFn: () => getReleaseHistory(app), staleTime: 5_000 });
export const useReleaseHistory = (app: string) => useQuery(releaseHistoryQuery(app));
