/**
 * The announcement popup shows once per browser session, or again when it has an announcement the player has not
 * closed yet (docs/decisions.md "Announcement popup"): the ids closed are kept in sessionStorage, so a reload or a
 * deep link does not bring the same popup back, and a new tab or a new announcement does.
 */
const KEY = 'site.popup-seen';

function read(): Set<number> {
  try {
    const ids: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return new Set(Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : []);
  } catch {
    return new Set();
  }
}

/** True when every announcement of the list was closed before in this session (an empty list counts as seen). */
export function popupAllSeen(ids: readonly number[]): boolean {
  const seen = read();
  return ids.every((id) => seen.has(id));
}

export function markPopupSeen(ids: readonly number[]): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify([...new Set([...read(), ...ids])]));
  } catch {
    // Storage refused (private mode): the popup shows again on the next load, as before.
  }
}
