import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { fetchParsed } from '@site/shared';
import { adminNoticeSchema, type adminNoticeInputSchema } from '@site/shared/schemas/operator';
import { noticeKeys } from './notice-keys';

export type NoticeBody = z.output<typeof adminNoticeInputSchema>;

/**
 * `POST /wps/admin/content/notices` or `PUT …/:id` (`content.manage`; HTML sanitised by the server; audited
 * `notice.create|edit`). 409 CONTENT_NOTICE_TITLE_TAKEN for a title another announcement has.
 */
export const saveNotice = ({ id, body }: { id?: number | undefined; body: NoticeBody }) =>
  fetchParsed(adminNoticeSchema, {
    method: id ? 'PUT' : 'POST',
    url: id ? `/wps/admin/content/notices/${id}` : '/wps/admin/content/notices',
    data: body,
  });
export const useSaveNotice = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveNotice,
    onSuccess: () => void client.invalidateQueries({ queryKey: noticeKeys.all() }),
  });
};
