import { fetchParsed } from '@site/shared';
import { chatOkSchema } from '@site/shared/schemas';
import { useModeration } from './use-moderation';

/** Ends a running mute or ban now. */
export const liftSanction = (input: { id: number; reason: string }) =>
  fetchParsed(chatOkSchema, {
    method: 'POST',
    url: `/wps/admin/chat/sanctions/${input.id}/lift`,
    data: { reason: input.reason },
  });
export const useLiftSanction = () => useModeration(liftSanction);
