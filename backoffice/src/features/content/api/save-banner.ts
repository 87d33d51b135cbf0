import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import {
  adminBannerSchema,
  type AdminBannerCreate,
  type AdminBannerEdit,
} from '@site/shared/schemas/operator';
import { bannerKeys } from './banner-keys';

/**
 * Creates a banner (POST) or changes one (PATCH, only the fields sent). The picture goes as base64 in the body;
 * the server answers 413 CONTENT_IMAGE_TOO_LARGE / 415 CONTENT_IMAGE_TYPE for what the browser let through.
 */
export const saveBanner = (input: { id?: number; body: AdminBannerCreate | AdminBannerEdit }) =>
  fetchParsed(
    adminBannerSchema,
    input.id === undefined
      ? { method: 'POST', url: '/wps/admin/content/banners', data: input.body }
      : { method: 'PATCH', url: `/wps/admin/content/banners/${input.id}`, data: input.body },
  );
export const useSaveBanner = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveBanner,
    onSettled: () => void client.invalidateQueries({ queryKey: bannerKeys.all() }),
  });
};
