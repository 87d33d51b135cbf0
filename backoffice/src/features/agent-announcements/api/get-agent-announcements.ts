import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { agentAnnouncementAdminListSchema } from '@site/shared/schemas/operator';
import { announcementKeys } from './announcement-keys';

/** `GET /wps/admin/agent/announcements` (`agents.read`): the agent-only announcements, newest first. */
export const getAgentAnnouncements = () =>
  fetchParsed(agentAnnouncementAdminListSchema, { method: 'GET', url: '/wps/admin/agent/announcements' });
export const agentAnnouncementsQuery = () =>
  queryOptions({ queryKey: announcementKeys.all(), queryFn: getAgentAnnouncements, staleTime: 10_000 });
export const useAgentAnnouncements = () => useQuery(agentAnnouncementsQuery());
