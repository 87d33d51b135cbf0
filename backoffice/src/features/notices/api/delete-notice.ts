import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { contentDeletedSchema } from '@site/shared/schemas/operator';
import { noticeKeys } from './notice-keys';

/** `DELETE /wps/admin/content/notices/:id` (`content.manage`; audited `notice.delete`): gone from the site at once. */
export const deleteNotice = (id: number) =>
  fetchParsed(contentDeletedSchema, { method: 'DELETE', url: `/wps/admin/content/notices/${id}` });
export const useDeleteNotice = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteNotice,
    onSettled: () => void client.invalidateQueries({ queryKey: noticeKeys.all() }),
  });
};
