import { queryOptions } from '@tanstack/react-query';
import { getVendors, vendorsQuery } from '@site/shared';
import type { VendorMapping } from '@site/shared/schemas';

/** Vendor mapping per game type (GCSGAME_getVassGameType), parsed by the shared schema. */
export function fetchVendorMapping(): Promise<VendorMapping> {
  return getVendors();
}

/**
 * The shell's vendor entry (same key as `vendorsQuery` in @site/shared, so menu, footer and lobby
 * share one cache entry and one request per session); read by home and the lobby.
 */
export const vendorMappingQuery = () =>
  queryOptions({ ...vendorsQuery(), queryFn: () => fetchVendorMapping() });
