import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { adminBannerSchema } from '@site/shared/schemas/operator';
import { bannerKeys } from './banner-keys';

/** One place up or down within its group (409 CONTENT_ORDER_EDGE at either end). */
export const moveBanner = (input: { id: number; direction: 'up' | 'down' }) =>
  fetchParsed(adminBannerSchema, {
    method: 'POST',
    url: `/wps/admin/content/banners/${input.id}/move`,
    data: { direction: input.direction },
  });
export const useMoveBanner = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moveBanner,
    onSettled: () => void client.invalidateQueries({ queryKey: bannerKeys.all() }),
  });
};
