import { periodContaining } from '../../src/modules/agent/settlement-periods';

const iso = (p: { start: Date; end: Date }) => [p.start.toISOString(), p.end.toISOString()];

describe('settlement periods in the site time zone', () => {
  // Manila is UTC+8 all year: local midnight is 16:00Z the day before.
  it('5-minute and hourly periods', () => {
    expect(
      iso(periodContaining('FIVE_MINUTES', new Date('2026-03-10T01:59:59.999Z'), 'Asia/Manila')),
    ).toEqual(['2026-03-10T01:55:00.000Z', '2026-03-10T02:00:00.000Z']);
    expect(iso(periodContaining('FIVE_MINUTES', new Date('2026-03-10T02:00:00Z'), 'Asia/Manila'))[0]).toBe(
      '2026-03-10T02:00:00.000Z',
    );
    // Kathmandu is UTC+5:45: its hours start at :15 UTC.
    expect(iso(periodContaining('HOURLY', new Date('2026-03-10T02:14:00Z'), 'Asia/Kathmandu'))).toEqual([
      '2026-03-10T01:15:00.000Z',
      '2026-03-10T02:15:00.000Z',
    ]);
    expect(
      periodContaining('HOURLY', new Date('2026-03-10T15:59:00Z'), 'Asia/Manila').end.toISOString(),
    ).toBe('2026-03-10T16:00:00.000Z');
  });

  it('daily and every-other-day periods start at local midnight on a fixed anchor', () => {
    expect(iso(periodContaining('DAILY', new Date('2026-03-10T15:59:59Z'), 'Asia/Manila'))).toEqual([
      '2026-03-09T16:00:00.000Z',
      '2026-03-10T16:00:00.000Z',
    ]);
    const a = periodContaining('EVERY_OTHER_DAY', new Date('2026-03-10T12:00:00Z'), 'Asia/Manila');
    const b = periodContaining('EVERY_OTHER_DAY', new Date(a.end.getTime() - 1), 'Asia/Manila');
    const c = periodContaining('EVERY_OTHER_DAY', a.end, 'Asia/Manila');
    expect(a.end.getTime() - a.start.getTime()).toBe(2 * 86_400_000);
    expect(b.key).toBe(a.key);
    expect(c.start.toISOString()).toBe(a.end.toISOString());
    expect(a.start.toISOString().endsWith('T16:00:00.000Z')).toBe(true);
  });

  it('weekly (Monday), semimonthly halves and month ends, including February and a leap year', () => {
    expect(iso(periodContaining('WEEKLY', new Date('2026-03-15T15:59:00Z'), 'Asia/Manila'))).toEqual([
      '2026-03-08T16:00:00.000Z', // Monday 9 March local
      '2026-03-15T16:00:00.000Z',
    ]);
    expect(iso(periodContaining('SEMIMONTHLY', new Date('2026-02-15T15:59:00Z'), 'Asia/Manila'))).toEqual([
      '2026-01-31T16:00:00.000Z',
      '2026-02-15T16:00:00.000Z',
    ]);
    expect(iso(periodContaining('SEMIMONTHLY', new Date('2026-02-15T16:00:00Z'), 'Asia/Manila'))).toEqual([
      '2026-02-15T16:00:00.000Z',
      '2026-02-28T16:00:00.000Z',
    ]);
    expect(
      periodContaining('MONTHLY', new Date('2028-02-29T15:00:00Z'), 'Asia/Manila').end.toISOString(),
    ).toBe('2028-02-29T16:00:00.000Z');
    expect(iso(periodContaining('MONTHLY', new Date('2026-12-31T16:00:00Z'), 'Asia/Manila'))).toEqual([
      '2026-12-31T16:00:00.000Z',
      '2027-01-31T16:00:00.000Z',
    ]);
    expect(periodContaining('SEMIMONTHLY', new Date('2026-12-20T00:00:00Z'), 'Asia/Manila').key).toBe(
      'SEMIMONTHLY:2026-12-16T00:00',
    );
  });

  it('a day across a DST change is 23 hours long in the zone', () => {
    const p = periodContaining('DAILY', new Date('2026-03-08T12:00:00Z'), 'America/New_York');
    expect(iso(p)).toEqual(['2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z']);
  });
});
