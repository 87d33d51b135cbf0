import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { agentAnnouncementPageSchema } from '@site/shared/schemas';

export const ANNOUNCEMENTS_PAGE_SIZE = 10;

/**
 * `GET /wps/agent/announcements`: the site's announcements an agent reads, newest first, in the site language
 * (the shared client sends it as Accept-Language).
 */
export const getAgentAnnouncements = (page: number) =>
  fetchParsed(agentAnnouncementPageSchema, {
    method: 'GET',
    url: '/wps/agent/announcements',
    params: { page, pageSize: ANNOUNCEMENTS_PAGE_SIZE },
  });

/** Keyed by language too: switching language reloads the operator texts, as the shell's announcements do. */
export const agentAnnouncementsQuery = (page: number, language: string) =>
  queryOptions({
    queryKey: ['agent', 'announcements', language, page] as const,
    queryFn: () => getAgentAnnouncements(page),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const useAgentAnnouncements = (page: number, language: string) =>
  useQuery(agentAnnouncementsQuery(page, language));
