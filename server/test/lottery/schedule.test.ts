import { LOTTERY_GAMES, findLotteryGame } from '../../src/modules/lottery/lottery-games';
import { planIssues } from '../../src/modules/lottery/schedule';

// Schedules are read in each game's own zone (Asia/Ho_Chi_Minh, UTC+7, no DST) whatever the server's zone is: the
// test runs the planner under two different process zones and expects the same instants.
const ZONES = ['America/New_York', 'Pacific/Kiritimati'];
const WEEK_FROM = new Date('2026-11-22T17:00:00Z'); // Monday 23 Nov 2026 00:00 in Ho Chi Minh City
const WEEK_TO = new Date('2026-11-29T17:00:00Z');

describe('lottery schedules: issues planned across a week in the game time zone', () => {
  const originalTz = process.env.TZ;
  afterAll(() => {
    process.env.TZ = originalTz;
  });

  it.each(ZONES)(
    'VN south/central/north draw on their weekdays at local 16:15/17:15/18:15 (server TZ %s)',
    (zone) => {
      process.env.TZ = zone;
      const hcm = planIssues(findLotteryGame('VNS_HCM')!, WEEK_FROM, WEEK_TO);
      // TP.HCM draws Monday and Saturday.
      expect(hcm.map((i) => [i.issueNo, i.drawAt.toISOString()])).toEqual([
        ['20261123', '2026-11-23T09:15:00.000Z'],
        ['20261128', '2026-11-28T09:15:00.000Z'],
      ]);
      // Its Monday issue opened when the previous Saturday's draw happened; betting locks 30 s before the draw.
      expect(hcm[0]!.openAt.toISOString()).toBe('2026-11-21T09:15:00.000Z');
      expect(hcm[0]!.closeAt.toISOString()).toBe('2026-11-23T09:14:30.000Z');

      const central = planIssues(findLotteryGame('VNC_DNANG')!, WEEK_FROM, WEEK_TO);
      expect(central.map((i) => i.drawAt.toISOString())).toEqual([
        '2026-11-25T10:15:00.000Z',
        '2026-11-28T10:15:00.000Z',
      ]);
      const north = planIssues(findLotteryGame('VNN_HN')!, WEEK_FROM, WEEK_TO);
      expect(north).toHaveLength(7);
      expect(north.every((i) => i.drawAt.toISOString().endsWith('T11:15:00.000Z'))).toBe(true);
    },
  );

  it('every weekday has 2–4 southern and 2–3 central provinces (DOMAIN.md table)', () => {
    for (let weekday = 1; weekday <= 7; weekday += 1) {
      const on = (group: string): number =>
        LOTTERY_GAMES.filter(
          (g) => g.group === group && g.schedule.kind === 'daily' && g.schedule.weekdays.includes(weekday),
        ).length;
      expect(on('VN_SOUTH')).toBeGreaterThanOrEqual(3);
      expect(on('VN_SOUTH')).toBeLessThanOrEqual(4);
      expect(on('VN_CENTRAL')).toBeGreaterThanOrEqual(2);
      expect(on('VN_CENTRAL')).toBeLessThanOrEqual(3);
    }
  });

  it.each(ZONES)(
    'keno at 1, 3 and 5 minutes: back-to-back issues numbered per local day (server TZ %s)',
    (zone) => {
      process.env.TZ = zone;
      for (const [code, perDay] of [
        ['KENO_1M', 1440],
        ['KENO_3M', 480],
        ['KENO_5M', 288],
      ] as const) {
        const week = planIssues(findLotteryGame(code)!, WEEK_FROM, WEEK_TO);
        expect(week).toHaveLength(perDay * 7);
        for (let i = 1; i < week.length; i += 1) {
          expect(week[i]!.openAt.getTime()).toBe(week[i - 1]!.drawAt.getTime());
          expect(week[i]!.closeAt.getTime()).toBe(week[i]!.drawAt.getTime() - 30_000);
        }
      }
      // [from, to): the draw exactly at local midnight is the previous day's last issue.
      const [first] = planIssues(
        findLotteryGame('KENO_5M')!,
        new Date('2026-11-22T17:00:01Z'),
        new Date('2026-11-22T17:06:00Z'),
      );
      expect(first).toEqual({
        gameCode: 'KENO_5M',
        issueNo: '20261123-0001',
        openAt: new Date('2026-11-22T17:00:00Z'),
        closeAt: new Date('2026-11-22T17:04:30Z'),
        drawAt: new Date('2026-11-22T17:05:00Z'),
      });
      // The last issue of a local day draws at midnight, so there is no gap across days.
      const around = planIssues(
        findLotteryGame('KENO_5M')!,
        new Date('2026-11-23T16:55:01Z'),
        new Date('2026-11-23T17:06:00Z'),
      );
      expect(around.map((i) => i.issueNo)).toEqual(['20261123-0288', '20261124-0001']);
    },
  );

  it('a test cadence shortens interval games and the lock never exceeds half the cadence', () => {
    const issues = planIssues(
      findLotteryGame('KENO_1M')!,
      WEEK_FROM,
      new Date(WEEK_FROM.getTime() + 60_000),
      {
        cadenceOverrideSeconds: 10,
      },
    );
    expect(issues).toHaveLength(6);
    expect(issues[0]!.drawAt.getTime() - issues[0]!.closeAt.getTime()).toBe(5_000);
    const lockOverride = planIssues(findLotteryGame('VNN_HN')!, WEEK_FROM, WEEK_TO, { lockSeconds: 120 });
    expect(lockOverride[0]!.drawAt.getTime() - lockOverride[0]!.closeAt.getTime()).toBe(120_000);
  });
});
