import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed, queryKeys } from '@site/shared';
import { systemStatusSchema, type SystemStatus } from '@site/shared/schemas';

/** GET /wps/system/status: 0 normal, 1 maintenance, 2 region-restricted (with the visitor's IP and country). */
export function getSystemStatus(): Promise<SystemStatus> {
  return fetchParsed(systemStatusSchema, { method: 'GET', url: '/wps/system/status' });
}

export const systemStatusQuery = () =>
  queryOptions({ queryKey: queryKeys.site('system', 'status'), queryFn: getSystemStatus });

/** The status, or null until it answered (the site shows normally meanwhile). */
export function useSystemStatus(): SystemStatus | null {
  return useQuery(systemStatusQuery()).data ?? null;
}
