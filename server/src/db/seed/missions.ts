import type { Db } from '../create-db';
import { insertMission, type MissionValues } from '../../modules/missions/missions.repository';

const DAY_MS = 86_400_000;

/**
 * Daily and weekly missions, running since 30 days ago with no end. Progress is read from real records, so the demo
 * players' seeded rounds and deposits (member-centre, promotions and agents seeds, all settled or paid at seed time or
 * in the days before) show on a fresh start: demo's daily bet mission is done and claimable, the others part-way.
 * Idempotent by code.
 */
const MISSIONS: Array<Omit<MissionValues, 'startAt' | 'endAt' | 'enabled'>> = [
  {
    code: 'DAILY_BET_100',
    title: 'Bet 100 today',
    period: 'daily',
    kind: 'valid_bet',
    target: 10_000,
    rewardMinor: 300,
    sort: 10,
  },
  {
    code: 'DAILY_GAMES_3',
    title: 'Play 3 games today',
    period: 'daily',
    kind: 'games',
    target: 3,
    rewardMinor: 200,
    sort: 20,
  },
  {
    code: 'DAILY_DEPOSIT_200',
    title: 'Deposit 200 today',
    period: 'daily',
    kind: 'deposit',
    target: 20_000,
    rewardMinor: 500,
    sort: 30,
  },
  {
    code: 'WEEKLY_BET_5000',
    title: 'Bet 5,000 this week',
    period: 'weekly',
    kind: 'valid_bet',
    target: 500_000,
    rewardMinor: 5_000,
    sort: 40,
  },
  {
    code: 'WEEKLY_GAMES_10',
    title: 'Play 10 games this week',
    period: 'weekly',
    kind: 'games',
    target: 10,
    rewardMinor: 1_500,
    sort: 50,
  },
  {
    code: 'WEEKLY_DEPOSIT_1000',
    title: 'Deposit 1,000 this week',
    period: 'weekly',
    kind: 'deposit',
    target: 100_000,
    rewardMinor: 2_000,
    sort: 60,
  },
];

export async function seedMissions(db: Db, now: Date = new Date()): Promise<{ missions: number }> {
  const startAt = new Date(now.getTime() - 30 * DAY_MS);
  for (const m of MISSIONS) await insertMission(db, { ...m, startAt, endAt: null, enabled: true });
  return { missions: MISSIONS.length };
}
