// Pure rules of the lottery panel and pages (docs/lottery.md "Front"). No React, no fetching: the widgets call these.

export const TICK_MS = 1_000;
export const REFRESH_FLOOR_MS = 7_000;
export const REFRESH_CEILING_MS = 30_000;
export const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

// ---- list type and tag ------------------------------------------------------------------------------------------

export type PanelListType = 'none' | 'hot' | 'fav' | 'recent';
export const ALL_TAG = 'ALL';

export interface PanelFilter {
  tag: string;
  listType: PanelListType;
}

export const INITIAL_PANEL_FILTER: PanelFilter = { tag: ALL_TAG, listType: 'none' };

/** Choosing a tag (ALL, a regional group, KENO) resets the list type to none. */
export function chooseTag(_state: PanelFilter, tag: string): PanelFilter {
  return { tag, listType: 'none' };
}

/** Hot, fav and recent reset the tag to ALL; fav and recent need a login (null: ask the visitor to log in). */
export function chooseListType(
  _state: PanelFilter,
  listType: Exclude<PanelListType, 'none'>,
  loggedIn: boolean,
): PanelFilter | null {
  if ((listType === 'fav' || listType === 'recent') && !loggedIn) return null;
  return { tag: ALL_TAG, listType };
}

// ---- countdown --------------------------------------------------------------------------------------------------

export const COUNTDOWN_DASHES = '--:--:--';

export type CountdownText =
  | { kind: 'dashes'; text: string }
  | { kind: 'clock'; text: string }
  | { kind: 'days'; days: number; hours: number };

const two = (n: number): string => String(n).padStart(2, '0');

/**
 * What the countdown shows `remainingMs` before the close (computed from the server clock): dashes at 1 s or less or
 * when not on sale, days and hours beyond 24 h, else HH:MM:SS.
 */
export function countdown(remainingMs: number, onSale: boolean): CountdownText {
  if (!onSale || remainingMs <= TICK_MS) return { kind: 'dashes', text: COUNTDOWN_DASHES };
  if (remainingMs > DAY_MS) {
    return {
      kind: 'days',
      days: Math.floor(remainingMs / DAY_MS),
      hours: Math.floor((remainingMs % DAY_MS) / HOUR_MS),
    };
  }
  const seconds = Math.floor(remainingMs / 1000);
  return {
    kind: 'clock',
    text: `${two(Math.floor(seconds / 3600))}:${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`,
  };
}

/** The server's clock as the client should read it: local time shifted by the offset seen on the last answer. */
export function serverNow(
  localNowMs: number,
  serverTimeIso: string,
  receivedAtLocalMs: number,
  roundTripMs: number,
): number {
  return Date.parse(serverTimeIso) + roundTripMs / 2 + (localNowMs - receivedAtLocalMs);
}

// ---- menu refresh -----------------------------------------------------------------------------------------------

/**
 * When to fetch the menu again: 7 s when the soonest draw is under 7 s away, else the smaller of 30 s and the soonest
 * remaining time minus half the round trip — never sooner than 7 s. No upcoming draw: 30 s.
 */
export function nextMenuRefreshMs(soonestRemainingMs: number | null, roundTripMs: number): number {
  if (soonestRemainingMs === null) return REFRESH_CEILING_MS;
  if (soonestRemainingMs < REFRESH_FLOOR_MS) return REFRESH_FLOOR_MS;
  return Math.max(REFRESH_FLOOR_MS, Math.min(REFRESH_CEILING_MS, soonestRemainingMs - roundTripMs / 2));
}

// ---- weekdays ---------------------------------------------------------------------------------------------------

/** The site's weekday numbers (docs/lottery.md "Weekdays"): 1 = Sunday, 2 = Monday … 7 = Saturday. */
export const EVERY_DAY = [2, 3, 4, 5, 6, 7, 1] as const;

/** Days in display order 2–7 then 1, or 'ALL' when the list is every day. */
export function groupWeekdays(days: readonly number[]): number[] | 'ALL' {
  const set = new Set(days.filter((d) => Number.isInteger(d) && d >= 1 && d <= 7));
  if (set.size === 7) return 'ALL';
  return EVERY_DAY.filter((d) => set.has(d));
}

/** The weekday filter is offered only for the central and southern groups (they draw different provinces per day). */
export function hasWeekdayFilter(group: string): boolean {
  return group === 'VN_CENTRAL' || group === 'VN_SOUTH';
}

// ---- tabs -------------------------------------------------------------------------------------------------------

export const SLIDER_SIZE = 5;

/** Tabs: ALL, one per regional group (in first-seen order), KENO when a GPI vendor game exists; arrows above 5. */
export function panelTabs(games: ReadonlyArray<{ group: string; vendor: string }>): {
  tabs: string[];
  arrows: boolean;
} {
  const regional: string[] = [];
  for (const g of games) if (g.group.startsWith('VN_') && !regional.includes(g.group)) regional.push(g.group);
  const tabs = [ALL_TAG, ...regional, ...(games.some((g) => g.vendor === 'GPI') ? ['KENO'] : [])];
  return { tabs, arrows: tabs.length - 1 > SLIDER_SIZE };
}

// ---- start-lottery routing --------------------------------------------------------------------------------------

export type StartLottery = { kind: 'sea-site' } | { kind: 'route'; path: string } | { kind: 'third-party' };

/** TCG_SEA → the separate SEA site; TCG_LOTTO_VN → /vnLottery; LOTT/ELOTT → /lottery; others launch as games. */
export function startLottery(vendor: string, gameCode: string): StartLottery {
  const q = `gameCode=${encodeURIComponent(gameCode)}`;
  if (vendor === 'TCG_SEA') return { kind: 'sea-site' };
  if (vendor === 'TCG_LOTTO_VN') return { kind: 'route', path: `/vnLottery?${q}` };
  if (vendor === 'LOTT' || vendor === 'ELOTT') return { kind: 'route', path: `/lottery?${q}` };
  return { kind: 'third-party' };
}
