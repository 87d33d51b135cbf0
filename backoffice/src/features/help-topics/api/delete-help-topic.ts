import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { contentDeletedSchema } from '@site/shared/schemas/operator';
import { helpTopicKeys } from './help-topic-keys';

/** `DELETE /wps/admin/content/help-topics/:id` (`content.manage`; audited `help-topic.delete`). */
export const deleteHelpTopic = (id: number) =>
  fetchParsed(contentDeletedSchema, { method: 'DELETE', url: `/wps/admin/content/help-topics/${id}` });
export const useDeleteHelpTopic = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteHelpTopic,
    onSettled: () => void client.invalidateQueries({ queryKey: helpTopicKeys.all() }),
  });
};
