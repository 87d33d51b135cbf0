import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { adminHelpTopicSchema } from '@site/shared/schemas/operator';
import { helpTopicKeys } from './help-topic-keys';

/** `POST /wps/admin/content/help-topics/:id/move` (`content.manage`): one place in its list; 409 at an end. */
export const moveHelpTopic = ({ id, direction }: { id: number; direction: 'up' | 'down' }) =>
  fetchParsed(adminHelpTopicSchema, {
    method: 'POST',
    url: `/wps/admin/content/help-topics/${id}/move`,
    data: { direction },
  });
export const useMoveHelpTopic = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moveHelpTopic,
    onSettled: () => void client.invalidateQueries({ queryKey: helpTopicKeys.all() }),
  });
};
