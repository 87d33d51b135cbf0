import { getVendors } from '@site/shared';
import type { VendorMapping } from '@site/shared/schemas';

/** Vendor mapping per game type (GCSGAME_getVassGameType), parsed by the shared schema. */
export function fetchVendorMapping(): Promise<VendorMapping> {
  return getVendors();
}
