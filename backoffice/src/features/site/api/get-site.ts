import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { siteOverviewSchema } from '@site/shared/schemas/operator';
import { siteKeys } from './site-keys';

/** The site's status, every flag of the whitelabel tree and the register-field rules. */
export const getSite = () =>
  fetchParsed(siteOverviewSchema, { method: 'GET', url: '/wps/admin/system/site' });
export const siteQuery = () =>
  queryOptions({ queryKey: siteKeys.overview(), queryFn: getSite, staleTime: 10_000 });
export const useSite = () => useQuery(siteQuery());
