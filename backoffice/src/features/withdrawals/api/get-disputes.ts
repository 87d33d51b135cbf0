import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { disputedReceiptListSchema } from '@site/shared/schemas';
import { boKeys } from '../../../lib/api/bo-keys';

/** Paid withdrawals the member says did not (fully) arrive, oldest answer first (at most 200; docs/withdrawals.md). */
export const getDisputes = () =>
  fetchParsed(disputedReceiptListSchema, { method: 'GET', url: '/wps/admin/withdrawals/disputes' });
export const disputesQuery = () =>
  queryOptions({ queryKey: boKeys.withdrawals('disputes'), queryFn: getDisputes, staleTime: 15_000 });
export const useDisputes = () => useQuery(disputesQuery());
