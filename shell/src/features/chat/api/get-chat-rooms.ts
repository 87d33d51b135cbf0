import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed, queryKeys, useSessionStore } from '@site/shared';
import { chatRoomsSchema } from '@site/shared/schemas';

/** GET /wps/chat/rooms: the rooms the viewer may enter, whether they may write (and why not), their muted authors. */
export const getChatRooms = () => fetchParsed(chatRoomsSchema, { method: 'GET', url: '/wps/chat/rooms' });

/** Keyed under `user` so a login or logout asks again (the VIP room, the write rule). */
export const chatRoomsQuery = (token: string | null) =>
  queryOptions({
    queryKey: queryKeys.user('chat', 'rooms', token),
    queryFn: getChatRooms,
    staleTime: 60_000,
  });

/** `enabled: false` asks nothing (the launcher of a player who never opened the chat has no badge to count). */
export function useChatRooms(enabled = true) {
  const token = useSessionStore((s) => s.token ?? null);
  return useQuery({ ...chatRoomsQuery(token), enabled });
}
