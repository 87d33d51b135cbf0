import { apiGet } from '@site/shared';
import type { VendorMapping } from '@site/shared/schemas';

let cached: Promise<VendorMapping> | null = null;

/** Vendor mapping per game type, fetched once per page life (SPEC: cached in session). */
export function fetchVendorMapping(): Promise<VendorMapping> {
  cached ??= apiGet<VendorMapping>('/wps/games/vendors', { params: { platform: 'html5-desktop' } }).catch((err: unknown) => {
    cached = null;
    throw err;
  });
  return cached;
}

export function resetVendorMappingCache(): void {
  cached = null;
}
