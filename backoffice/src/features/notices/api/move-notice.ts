import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { adminNoticeSchema } from '@site/shared/schemas/operator';
import { noticeKeys } from './notice-keys';

/** `POST /wps/admin/content/notices/:id/move` (`content.manage`): one place within its category; 409 at an end. */
export const moveNotice = ({ id, direction }: { id: number; direction: 'up' | 'down' }) =>
  fetchParsed(adminNoticeSchema, {
    method: 'POST',
    url: `/wps/admin/content/notices/${id}/move`,
    data: { direction },
  });
export const useMoveNotice = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moveNotice,
    onSettled: () => void client.invalidateQueries({ queryKey: noticeKeys.all() }),
  });
};
