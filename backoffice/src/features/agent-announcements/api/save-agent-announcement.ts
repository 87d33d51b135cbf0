import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { fetchParsed } from '@site/shared';
import {
  agentAnnouncementAdminSchema,
  type agentAnnouncementInputSchema,
} from '@site/shared/schemas/operator';
import { announcementKeys } from './announcement-keys';

export type AgentAnnouncementBody = z.output<typeof agentAnnouncementInputSchema>;

/**
 * `POST /wps/admin/agent/announcements` or `PUT …/:id` (`agents.manage`; the texts replaced whole, HTML sanitised by
 * the server; audited `agent-announcement.create|edit`). 409 AGENT_ANNOUNCEMENT_TITLE_TAKEN for a used title.
 */
export const saveAgentAnnouncement = ({ id, body }: { id?: number; body: AgentAnnouncementBody }) =>
  fetchParsed(agentAnnouncementAdminSchema, {
    method: id ? 'PUT' : 'POST',
    url: id ? `/wps/admin/agent/announcements/${id}` : '/wps/admin/agent/announcements',
    data: body,
  });
export const useSaveAgentAnnouncement = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAgentAnnouncement,
    onSuccess: () => void client.invalidateQueries({ queryKey: announcementKeys.all() }),
  });
};
