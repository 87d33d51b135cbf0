import type { TFunction } from 'i18next';

/** A room by its language's own name in the staff member's language ("English", "Tagalog"), or the VIP lounge. */
export function roomName(room: string, t: TFunction, language: string): string {
  if (room === 'vip') return t('chatMod.vipRoom');
  try {
    return `${new Intl.DisplayNames([language], { type: 'language' }).of(room) ?? room} (${room})`;
  } catch {
    return room;
  }
}
