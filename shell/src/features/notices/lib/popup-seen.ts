import type { PopupRepeat } from '@site/shared/schemas';

/**
 * Which announcements of the popup the player closed (docs/decisions.md "Announcement popup"). The operator's rule
 * (whitelabel `popupRepeat`, docs/back-office.md "Content: notices, help and links") says for how long:
 * - `session` (the default): once per browser session, or again when it has an announcement the player has not closed
 *   yet — the ids closed are kept in sessionStorage, so a reload or a deep link does not bring the same popup back, and
 *   a new tab or a new announcement does;
 * - `new-only`: each announcement once per browser — the ids are kept in localStorage too, so only a new announcement
 *   brings the popup back, in any later session.
 */
const KEY = 'site.popup-seen';

function storages(repeat: PopupRepeat): Storage[] {
  try {
    return repeat === 'new-only' ? [sessionStorage, localStorage] : [sessionStorage];
  } catch {
    return [];
  }
}

function read(storage: Storage): Set<number> {
  try {
    const ids: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    return new Set(Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : []);
  } catch {
    return new Set();
  }
}

/** True when every announcement of the list was closed before (an empty list counts as seen). */
export function popupAllSeen(ids: readonly number[], repeat: PopupRepeat = 'session'): boolean {
  const seen = new Set(storages(repeat).flatMap((s) => [...read(s)]));
  return ids.every((id) => seen.has(id));
}

export function markPopupSeen(ids: readonly number[], repeat: PopupRepeat = 'session'): void {
  for (const storage of storages(repeat)) {
    try {
      storage.setItem(KEY, JSON.stringify([...new Set([...read(storage), ...ids])]));
    } catch {
      // Storage refused (private mode): the popup shows again on the next load, as before.
    }
  }
}
