import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchParsed } from '@site/shared';
import { adminRedemptionSchema } from '@site/shared/schemas/operator';
import { boKeys } from '../../../lib/api/bo-keys';

export const getRedemptions = (status: string) =>
  fetchParsed(z.array(adminRedemptionSchema), {
    method: 'GET',
    url: '/wps/admin/points/redemptions',
    params: status ? { status } : {},
  });
export const redemptionsQuery = (status: string) =>
  queryOptions({
    queryKey: boKeys.redemptions({ status }),
    queryFn: () => getRedemptions(status),
    staleTime: 15_000,
  });
export const useRedemptions = (status: string) => useQuery(redemptionsQuery(status));
