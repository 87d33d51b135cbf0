import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { chatAdminRoomListSchema } from '@site/shared/schemas/operator';
import { chatKeys } from './chat-keys';

/** Every room with its slow mode and its messages of the last 24 hours. */
export const getChatRooms = () =>
  fetchParsed(chatAdminRoomListSchema, { method: 'GET', url: '/wps/admin/chat/rooms' });
export const chatRoomsQuery = () =>
  queryOptions({ queryKey: chatKeys.rooms(), queryFn: getChatRooms, staleTime: 30_000 });
export const useChatRooms = () => useQuery(chatRoomsQuery());
