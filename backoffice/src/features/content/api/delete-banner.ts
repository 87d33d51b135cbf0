import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { adminBannerDeletedSchema } from '@site/shared/schemas/operator';
import { bannerKeys } from './banner-keys';

/** Deletes a banner (its picture goes too when no other banner shows it). */
export const deleteBanner = (id: number) =>
  fetchParsed(adminBannerDeletedSchema, { method: 'DELETE', url: `/wps/admin/content/banners/${id}` });
export const useDeleteBanner = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteBanner,
    onSettled: () => void client.invalidateQueries({ queryKey: bannerKeys.all() }),
  });
};
