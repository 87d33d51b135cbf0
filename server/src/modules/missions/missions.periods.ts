import type { MissionPeriod, MissionPeriodWindow } from '@site/shared/schemas';
import { DEFAULT_SITE_TIME_ZONE, periodContaining } from '../agent/settlement-periods';

/**
 * Mission periods are the settlement calendar's days and weeks (Monday start) in the site's zone: one definition of
 * "today" and "this week" for the agent bills and the missions.
 */
export const MISSIONS_TIME_ZONE = DEFAULT_SITE_TIME_ZONE;

export interface MissionWindow {
  period: MissionPeriod;
  key: string;
  from: Date;
  to: Date;
}

export function missionWindow(period: MissionPeriod, now: Date): MissionWindow {
  const p = periodContaining(period === 'daily' ? 'DAILY' : 'WEEKLY', now, MISSIONS_TIME_ZONE);
  return { period, key: p.key, from: p.start, to: p.end };
}

export function windowDto(w: MissionWindow): MissionPeriodWindow {
  return { period: w.period, key: w.key, start: w.from.toISOString(), end: w.to.toISOString() };
}
