import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { adminBannerListSchema } from '@site/shared/schemas/operator';
import { bannerKeys } from './banner-keys';

/** Every group's banners with schedule and state at the server's clock (`content.read`). */
export const getBanners = () =>
  fetchParsed(adminBannerListSchema, { method: 'GET', url: '/wps/admin/content/banners' });
export const bannersQuery = () =>
  queryOptions({ queryKey: bannerKeys.all(), queryFn: getBanners, staleTime: 10_000 });
export const useBanners = () => useQuery(bannersQuery());
