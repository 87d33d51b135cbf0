import { makeIssue, makeMenu, makeMenuGame } from '../../test-utils/fixtures';
import { lotteryMenuQuery, menuRefreshDelayMs, soonestChangeMs } from './get-lottery-menu';

describe('menu refresh target', () => {
  const now = Date.parse('2026-11-23T10:00:00.000Z');
  const at = (ms: number) => new Date(now + ms).toISOString();

  it('is the soonest close of an on-sale issue or open of a waiting one', () => {
    const menu = makeMenu(
      [
        makeMenuGame({ current: makeIssue({ openAt: at(-10_000), closeAt: at(40_000) }) }),
        makeMenuGame({
          gameCode: 'FAST3_1M',
          current: makeIssue({ openAt: at(12_000), closeAt: at(60_000) }),
        }),
      ],
      now,
    );
    expect(soonestChangeMs(menu, now)).toBe(12_000);
  });

  it('is null when nothing is scheduled', () => {
    expect(soonestChangeMs(makeMenu([makeMenuGame({ current: null })], now), now)).toBeNull();
  });
});

describe('menu refetch interval', () => {
  const now = Date.parse('2026-11-23T10:00:00.000Z');
  const at = (ms: number) => new Date(now + ms).toISOString();
  const menu = makeMenu(
    [makeMenuGame({ current: makeIssue({ openAt: at(-10_000), closeAt: at(20_000) }) })],
    now,
  );

  it('is counted from the answer, so it does not change while the countdown re-renders', () => {
    const interval = lotteryMenuQuery().refetchInterval as (query: unknown) => number | false;
    const query = { state: { data: menu } };
    const clock = jest.spyOn(Date, 'now');
    try {
      clock.mockReturnValue(now + 1_000);
      const first = interval(query);
      clock.mockReturnValue(now + 9_000);
      // Restarting the interval with a new value on every render is what kept the board from ever refetching.
      expect(interval(query)).toBe(first);
      expect(first).toBe(menuRefreshDelayMs(menu));
      expect(first).toBeLessThanOrEqual(20_000);
      expect(first).toBeGreaterThanOrEqual(7_000);
    } finally {
      clock.mockRestore();
    }
  });
});
