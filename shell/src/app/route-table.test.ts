import { remoteForPath } from './route-table';

describe('remoteForPath', () => {
  it.each([
    ['/', 'mfe_lobby'],
    ['/home', 'mfe_lobby'],
    ['/rng', 'mfe_lobby'],
    ['/elott', 'mfe_lottery'],
    ['/lotteryCenter', 'mfe_lottery'],
    ['/vnLottery', 'mfe_lottery'],
    ['/promoDetail', 'mfe_promotions'],
    ['/member/profile', 'mfe_member'],
    ['/agent', 'mfe_agent'],
    ['/agent/team', 'mfe_agent'],
  ])('maps %s to %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it('does not match a prefix that is only the start of a longer word', () => {
    expect(remoteForPath('/lotteryX')).toBeUndefined();
    expect(remoteForPath('/members')).toBeUndefined();
  });

  it('leaves shell-owned paths unowned', () => {
    expect(remoteForPath('/register')).toBeUndefined();
  });
});
