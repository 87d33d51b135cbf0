import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { fetchParsed } from '@site/shared';
import { adminHelpTopicSchema, type adminHelpTopicInputSchema } from '@site/shared/schemas/operator';
import { helpTopicKeys } from './help-topic-keys';

export type HelpTopicBody = z.output<typeof adminHelpTopicInputSchema>;

/**
 * `POST /wps/admin/content/help-topics` or `PUT …/:id` (`content.manage`; HTML sanitised by the server; audited
 * `help-topic.create|edit`). 409 CONTENT_HELP_TOPIC_DUPLICATE for a title the language already has.
 */
export const saveHelpTopic = ({ id, body }: { id?: number | undefined; body: HelpTopicBody }) =>
  fetchParsed(adminHelpTopicSchema, {
    method: id ? 'PUT' : 'POST',
    url: id ? `/wps/admin/content/help-topics/${id}` : '/wps/admin/content/help-topics',
    data: body,
  });
export const useSaveHelpTopic = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveHelpTopic,
    onSuccess: () => void client.invalidateQueries({ queryKey: helpTopicKeys.all() }),
  });
};
