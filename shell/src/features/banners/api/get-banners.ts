import { apiGet } from '@site/shared';
import { bannerSchema, type Banner, type BannerGroup } from '@site/shared/schemas';
import { z } from 'zod';

export type { Banner, BannerGroup };

/** GET /wps/system/banners?group= */
export async function getBanners(group: BannerGroup): Promise<Banner[]> {
  return z.array(bannerSchema).parse(await apiGet<unknown>('/wps/system/banners', { params: { group } }));
}
