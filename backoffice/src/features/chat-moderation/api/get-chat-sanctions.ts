import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { chatSanctionListSchema } from '@site/shared/schemas';
import { chatKeys } from './chat-keys';

/** Mutes and bans running now, newest first. */
export const getChatSanctions = () =>
  fetchParsed(chatSanctionListSchema, { method: 'GET', url: '/wps/admin/chat/sanctions' });
export const chatSanctionsQuery = () =>
  queryOptions({ queryKey: chatKeys.sanctions(), queryFn: getChatSanctions, staleTime: 15_000 });
export const useChatSanctions = () => useQuery(chatSanctionsQuery());
