import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed, queryKeys } from '@site/shared';
import { shareableWinsSchema } from '@site/shared/schemas';

/** GET /wps/chat/wins: the member's own big wins of the last 30 days, to share as a card. */
export const getChatWins = () => fetchParsed(shareableWinsSchema, { method: 'GET', url: '/wps/chat/wins' });
export const chatWinsQuery = () =>
  queryOptions({ queryKey: queryKeys.user('chat', 'wins'), queryFn: getChatWins, staleTime: 30_000 });
export const useChatWins = (enabled: boolean) => useQuery({ ...chatWinsQuery(), enabled });
