import { queryOptions } from '@tanstack/react-query';
import { fetchParsed, queryKeys } from '@site/shared';
import { bannerSchema, type Banner, type BannerGroup } from '@site/shared/schemas';
import { z } from 'zod';

export type { Banner, BannerGroup };

/** GET /wps/system/banners?group= */
export function getBanners(group: BannerGroup): Promise<Banner[]> {
  return fetchParsed(z.array(bannerSchema), { method: 'GET', url: '/wps/system/banners', params: { group } });
}

/**
 * Banners change when an operator edits them: fresh for five minutes, one entry per group and site language (the
 * titles and artwork come in the language the API client sends; docs/i18n.md "Operator content").
 */
export const bannersQuery = (group: BannerGroup, language: string) =>
  queryOptions({
    queryKey: queryKeys.site('banners', group, language),
    queryFn: () => getBanners(group),
    staleTime: 5 * 60_000,
  });
