import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { memberSearchPageSchema } from '@site/shared/schemas/operator';
import { boKeys } from '../../../lib/api/bo-keys';

export const searchMembers = (params: Record<string, string | number>) =>
  fetchParsed(memberSearchPageSchema, { method: 'GET', url: '/wps/admin/members', params });
export const membersQuery = (params: Record<string, string | number>) =>
  queryOptions({
    queryKey: boKeys.members(params),
    queryFn: () => searchMembers(params),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
export const useMembers = (params: Record<string, string | number>) => useQuery(membersQuery(params));
