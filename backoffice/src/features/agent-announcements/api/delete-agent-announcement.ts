import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { agentAnnouncementDeletedSchema } from '@site/shared/schemas/operator';
import { announcementKeys } from './announcement-keys';

/** `POST /wps/admin/agent/announcements/:id/delete` (`agents.manage`): gone from the agent centre at once. */
export const deleteAgentAnnouncement = (input: { id: number; reason: string }) =>
  fetchParsed(agentAnnouncementDeletedSchema, {
    method: 'POST',
    url: `/wps/admin/agent/announcements/${input.id}/delete`,
    data: { reason: input.reason },
  });
export const useDeleteAgentAnnouncement = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAgentAnnouncement,
    onSettled: () => void client.invalidateQueries({ queryKey: announcementKeys.all() }),
  });
};
