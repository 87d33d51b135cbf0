import { fetchParsed } from '@site/shared';
import { chatSanctionSchema } from '@site/shared/schemas';
import { useModeration } from './use-moderation';

export interface SanctionInput {
  account: string;
  kind: 'mute' | 'ban';
  minutes: number;
  reason: string;
}
/** Mute (reads, cannot write) or ban (neither) a member until now + minutes. */
export const sanctionMember = (input: SanctionInput) =>
  fetchParsed(chatSanctionSchema, { method: 'POST', url: '/wps/admin/chat/sanctions', data: input });
export const useSanctionMember = () => useModeration(sanctionMember);
