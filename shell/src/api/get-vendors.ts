import { apiGet } from '@site/shared';
import { vendorMappingSchema, type VendorMapping } from '@site/shared/schemas';

/** GET /wps/games/vendors (GCSGAME_getVassGameType): game types with their vendors, for the side menu. */
export async function getVendors(): Promise<VendorMapping> {
  return vendorMappingSchema.parse(await apiGet<unknown>('/wps/games/vendors', { params: { platform: 'html5-desktop' } }));
}
