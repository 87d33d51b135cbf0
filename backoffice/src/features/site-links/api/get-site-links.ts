import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { adminSiteLinksSchema } from '@site/shared/schemas/operator';

/** `GET /wps/admin/content/links` (`content.read`): customer service and app-download links as players get them. */
export const getSiteLinks = () =>
  fetchParsed(adminSiteLinksSchema, { method: 'GET', url: '/wps/admin/content/links' });
export const siteLinksQuery = () =>
  queryOptions({ queryKey: ['bo', 'content', 'links'] as const, queryFn: getSiteLinks, staleTime: 10_000 });
export const useSiteLinks = () => useQuery(siteLinksQuery());
