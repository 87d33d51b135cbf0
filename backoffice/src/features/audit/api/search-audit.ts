import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { auditPageSchema } from '@site/shared/schemas/operator';
import { boKeys } from '../../../lib/api/bo-keys';

export const searchAudit = (params: Record<string, string | number>) =>
  fetchParsed(auditPageSchema, { method: 'GET', url: '/wps/admin/audit', params });
export const auditQuery = (params: Record<string, string | number>) =>
  queryOptions({
    queryKey: boKeys.audit(params),
    queryFn: () => searchAudit(params),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
export const useAudit = (params: Record<string, string | number>) => useQuery(auditQuery(params));
