import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { boKeys } from './bo-keys';
import { staffSchema } from './staff-contract';

/** The signed-in staff member (cookie `staff_session`); a 401 means nobody is signed in. */
export const getMe = () => fetchParsed(staffSchema, { method: 'GET', url: '/wps/staff/me' });
export const meQuery = () =>
  queryOptions({ queryKey: boKeys.me(), queryFn: getMe, staleTime: 60_000, retry: false });
export const useMe = () => useQuery(meQuery());
