import { fetchParsed } from '@site/shared';
import { chatOkSchema } from '@site/shared/schemas';
import { useModeration } from './use-moderation';

/** One message per member per N seconds in that room (0 turns it off). */
export const setSlowMode = (input: { room: string; slowModeSeconds: number; reason: string }) =>
  fetchParsed(chatOkSchema, {
    method: 'PUT',
    url: `/wps/admin/chat/rooms/${encodeURIComponent(input.room)}/slow-mode`,
    data: { slowModeSeconds: input.slowModeSeconds, reason: input.reason },
  });
export const useSetSlowMode = () => useModeration(setSlowMode);
