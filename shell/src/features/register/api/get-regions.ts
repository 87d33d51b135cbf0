import { apiGet } from '@site/shared';
import { dropdownItemSchema } from '@site/shared/schemas';
import { z } from 'zod';

export type Region = z.infer<typeof dropdownItemSchema>;

/** GET /wps/system/dropdown?menuGroup=gamingvenue: the regions list (nationality and gaming venue choices). */
export async function getRegions(): Promise<Region[]> {
  const value = await apiGet<unknown>('/wps/system/dropdown', { params: { menuGroup: 'gamingvenue' } });
  return z.array(dropdownItemSchema).parse(value);
}
