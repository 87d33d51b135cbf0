import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { adminNoticeListSchema } from '@site/shared/schemas/operator';
import { noticeKeys } from './notice-keys';

/** `GET /wps/admin/content/notices` (`content.read`): the site's notices and popups with state at the server clock. */
export const getNotices = () =>
  fetchParsed(adminNoticeListSchema, { method: 'GET', url: '/wps/admin/content/notices' });
export const noticesQuery = () =>
  queryOptions({ queryKey: noticeKeys.all(), queryFn: getNotices, staleTime: 10_000 });
export const useNotices = () => useQuery(noticesQuery());
