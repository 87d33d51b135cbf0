import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchParsed } from '@site/shared';
import { adminApplicationSchema } from '@site/shared/schemas';
import { boKeys } from '../../../lib/api/bo-keys';

export const getApplications = (status: string) =>
  fetchParsed(z.array(adminApplicationSchema), {
    method: 'GET',
    url: '/wps/admin/promotions/applications',
    params: status ? { status } : {},
  });
export const applicationsQuery = (status: string) =>
  queryOptions({
    queryKey: boKeys.promotions({ status }),
    queryFn: () => getApplications(status),
    staleTime: 15_000,
  });
export const useApplications = (status: string) => useQuery(applicationsQuery(status));
