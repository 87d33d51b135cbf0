import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { responsibleGamingOperatorViewSchema } from '@site/shared/schemas';
import { boKeys } from '../../../lib/api/bo-keys';

/** The member's deposit limits and breaks from play (`responsible-gaming.read`; docs/responsible-gaming.md). */
export const getMemberLimits = (account: string) =>
  fetchParsed(responsibleGamingOperatorViewSchema, {
    method: 'GET',
    url: '/wps/admin/responsible-gaming',
    params: { account },
  });
export const memberLimitsQuery = (memberId: number, account: string) =>
  queryOptions({
    queryKey: [...boKeys.member(memberId), 'limits'] as const,
    queryFn: () => getMemberLimits(account),
    staleTime: 30_000,
  });
export const useMemberLimits = (memberId: number, account: string, enabled: boolean) =>
  useQuery({ ...memberLimitsQuery(memberId, account), enabled });
