import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { memberProfileSchema } from '@site/shared/schemas/operator';
import { boKeys } from '../../../lib/api/bo-keys';

export const getMember = (id: number) =>
  fetchParsed(memberProfileSchema, { method: 'GET', url: `/wps/admin/members/${id}` });
export const memberQuery = (id: number) =>
  queryOptions({ queryKey: boKeys.member(id), queryFn: () => getMember(id), staleTime: 15_000 });
export const useMember = (id: number) => useQuery(memberQuery(id));
