import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { responsibleGamingOperatorViewSchema } from '@site/shared/schemas';
import { riskKeys } from './risk-keys';

/** One member's deposit limits (in force, used, waiting changes) and breaks, newest first (`responsible-gaming.read`). */
export const getMemberLimits = (account: string) =>
  fetchParsed(responsibleGamingOperatorViewSchema, {
    method: 'GET',
    url: '/wps/admin/responsible-gaming',
    params: { account },
  });
export const memberLimitsQuery = (account: string) =>
  queryOptions({
    queryKey: riskKeys.member(account),
    queryFn: () => getMemberLimits(account),
    staleTime: 15_000,
    retry: false,
  });
/** Nothing is asked until an account is searched. */
export const useMemberLimits = (account: string) =>
  useQuery({ ...memberLimitsQuery(account), enabled: account !== '', placeholderData: keepPreviousData });
