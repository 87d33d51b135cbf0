import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { memberLedgerPageSchema } from '@site/shared/schemas/operator';
import { boKeys } from './bo-keys';

/** A member's ledger with the running balance (the withdrawal detail and the member page both show it). */
export const getMemberLedger = (memberId: number, page: number, pageSize: number) =>
  fetchParsed(memberLedgerPageSchema, {
    method: 'GET',
    url: `/wps/admin/members/${memberId}/ledger`,
    params: { page, pageSize },
  });
export const memberLedgerQuery = (memberId: number, page = 1, pageSize = 25) =>
  queryOptions({
    queryKey: boKeys.memberLedger(memberId, { page, pageSize }),
    queryFn: () => getMemberLedger(memberId, page, pageSize),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
export const useMemberLedger = (memberId: number, page = 1, pageSize = 25) =>
  useQuery(memberLedgerQuery(memberId, page, pageSize));
