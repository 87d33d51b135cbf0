import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { chatReportListSchema } from '@site/shared/schemas';
import { chatKeys } from './chat-keys';

/** Reported messages, most reported first, with text, room, author and reporters (deleted ones marked). */
export const getChatReports = () =>
  fetchParsed(chatReportListSchema, { method: 'GET', url: '/wps/admin/chat/reports' });
export const chatReportsQuery = () =>
  queryOptions({ queryKey: chatKeys.reports(), queryFn: getChatReports, staleTime: 15_000 });
export const useChatReports = () => useQuery(chatReportsQuery());
