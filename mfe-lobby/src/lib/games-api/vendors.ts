import { getQueryClient, vendorsQuery } from '@site/shared';
import type { VendorMapping } from '@site/shared/schemas';

/**
 * Vendor mapping per game type from the page's one query cache: the same entry the shell's menu
 * and footer read (SPEC: cached for the session), parsed by the shared schema.
 */
export function fetchVendorMapping(): Promise<VendorMapping> {
  return getQueryClient().fetchQuery(vendorsQuery());
}

export function resetVendorMappingCache(): void {
  getQueryClient().removeQueries({ queryKey: vendorsQuery().queryKey });
}
