import { makeIssue, makeMenu, makeMenuGame } from '../../test-utils/fixtures';
import { soonestChangeMs } from './lottery-api';

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
