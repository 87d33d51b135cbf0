import {
  COUNTDOWN_DASHES,
  INITIAL_PANEL_FILTER,
  chooseListType,
  chooseTag,
  countdown,
  groupWeekdays,
  hasWeekdayFilter,
  nextMenuRefreshMs,
  panelTabs,
  serverNow,
  startLottery,
} from './panel-rules';

describe('lottery panel rules (docs/lottery.md "Front")', () => {
  it('a tag resets the list type to none; hot/fav/recent reset the tag to ALL; fav/recent need a login', () => {
    const hot = chooseListType(INITIAL_PANEL_FILTER, 'hot', false);
    expect(hot).toEqual({ tag: 'ALL', listType: 'hot' });
    expect(chooseTag(hot!, 'VN_SOUTH')).toEqual({ tag: 'VN_SOUTH', listType: 'none' });
    expect(chooseListType({ tag: 'KENO', listType: 'none' }, 'fav', true)).toEqual({
      tag: 'ALL',
      listType: 'fav',
    });
    expect(chooseListType(INITIAL_PANEL_FILTER, 'recent', false)).toBeNull();
  });

  it('countdown: dashes at 1 s or less or off sale, HH:MM:SS within a day, days and hours beyond', () => {
    expect(countdown(1_000, true)).toEqual({ kind: 'dashes', text: COUNTDOWN_DASHES });
    expect(countdown(60_000, false).kind).toBe('dashes');
    expect(countdown(1_001, true)).toEqual({ kind: 'clock', text: '00:00:01' });
    expect(countdown(3_723_900, true)).toEqual({ kind: 'clock', text: '01:02:03' });
    expect(countdown(86_400_000, true)).toEqual({ kind: 'clock', text: '24:00:00' });
    expect(countdown(2 * 86_400_000 + 5 * 3_600_000 + 59_000, true)).toEqual({
      kind: 'days',
      days: 2,
      hours: 5,
    });
  });

  it('reads the server clock from the last answer, not the device clock', () => {
    const at = serverNow(10_500, '2026-11-22T10:00:00.000Z', 10_000, 200);
    expect(at).toBe(Date.parse('2026-11-22T10:00:00.000Z') + 100 + 500);
  });

  it('menu refresh: 7 s when the soonest draw is under 7 s, else min(30 s, remaining − half the round trip)', () => {
    expect(nextMenuRefreshMs(6_999, 100)).toBe(7_000);
    expect(nextMenuRefreshMs(20_000, 400)).toBe(19_800);
    expect(nextMenuRefreshMs(120_000, 400)).toBe(30_000);
    expect(nextMenuRefreshMs(7_100, 1_000)).toBe(7_000);
    expect(nextMenuRefreshMs(null, 100)).toBe(30_000);
  });

  it('weekdays group 2–7 then 1; every day is all days; the filter exists only for central and southern groups', () => {
    expect(groupWeekdays([1, 3, 7])).toEqual([3, 7, 1]);
    expect(groupWeekdays([7, 6, 5, 4, 3, 2, 1])).toBe('ALL');
    expect(hasWeekdayFilter('VN_SOUTH')).toBe(true);
    expect(hasWeekdayFilter('VN_CENTRAL')).toBe(true);
    expect(hasWeekdayFilter('VN_NORTH')).toBe(false);
    expect(hasWeekdayFilter('KENO')).toBe(false);
  });

  it('tabs: ALL, regional groups, KENO only with a GPI game; arrows above 5 groups', () => {
    expect(
      panelTabs([
        { group: 'VN_SOUTH', vendor: 'TCG_LOTTO_VN' },
        { group: 'VN_NORTH', vendor: 'TCG_LOTTO_VN' },
      ]),
    ).toEqual({
      tabs: ['ALL', 'VN_SOUTH', 'VN_NORTH'],
      arrows: false,
    });
    const many = ['VN_A', 'VN_B', 'VN_C', 'VN_D', 'VN_E'].map((group) => ({ group, vendor: 'TCG_LOTTO_VN' }));
    expect(panelTabs([...many, { group: 'KENO', vendor: 'GPI' }])).toEqual({
      tabs: ['ALL', 'VN_A', 'VN_B', 'VN_C', 'VN_D', 'VN_E', 'KENO'],
      arrows: true,
    });
  });

  it('start lottery routes by vendor', () => {
    expect(startLottery('TCG_SEA', 'X')).toEqual({ kind: 'sea-site' });
    expect(startLottery('TCG_LOTTO_VN', 'VNN_HN')).toEqual({
      kind: 'route',
      path: '/vnLottery?gameCode=VNN_HN',
    });
    expect(startLottery('ELOTT', 'FAST3_1M')).toEqual({ kind: 'route', path: '/lottery?gameCode=FAST3_1M' });
    expect(startLottery('LOTT', 'A B')).toEqual({ kind: 'route', path: '/lottery?gameCode=A%20B' });
    expect(startLottery('GPI', 'KENO_1M')).toEqual({ kind: 'third-party' });
  });
});
