import { queryOptions, useQuery } from '@tanstack/react-query';
import { vendorMappingSchema } from '../../../schemas/games';
import { fetchParsed } from '../../../query/api-query';
import { queryKeys } from '../../../query/query-keys';

// The pattern every endpoint copies (docs/architecture.md "Server data", ADR 007):
// fetcher (parsed by the shared zod schema) → query options (key, staleTime) → hook.

/** GET /wps/games/vendors (GCSGAME_getVassGameType): game types with their vendors. */
export function getVendors() {
  return fetchParsed(vendorMappingSchema, {
    method: 'GET',
    url: '/wps/games/vendors',
    params: { platform: 'html5-desktop' },
  });
}

/** One cache entry for the shell's menu and footer and the lobby (docs/product.md "Calls": cached for the session). */
export const vendorsQuery = () =>
  queryOptions({ queryKey: queryKeys.site('games', 'vendors'), queryFn: getVendors, staleTime: 10 * 60_000 });

export function useVendors() {
  return useQuery(vendorsQuery());
}
