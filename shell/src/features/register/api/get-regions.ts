import { queryOptions } from '@tanstack/react-query';
import { fetchParsed, queryKeys } from '@site/shared';
import { dropdownItemSchema } from '@site/shared/schemas';
import { z } from 'zod';

export type Region = z.infer<typeof dropdownItemSchema>;

/** GET /wps/system/dropdown?menuGroup=gamingvenue: the regions list (nationality and gaming venue choices). */
export function getRegions(): Promise<Region[]> {
  return fetchParsed(z.array(dropdownItemSchema), {
    method: 'GET',
    url: '/wps/system/dropdown',
    params: { menuGroup: 'gamingvenue' },
  });
}

/** Localised on the server, so a `site` entry (refetched on a language change). */
export const regionsQuery = () =>
  queryOptions({
    queryKey: queryKeys.site('system', 'regions'),
    queryFn: getRegions,
    staleTime: 10 * 60_000,
  });
