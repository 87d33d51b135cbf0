import { remoteForPath } from '@site/shared/platform';
import { PATH_ALIASES, aliasTarget } from './path-aliases';

describe('natural category paths', () => {
  it('lead to their lobby, whatever the case or a trailing slash', () => {
    expect(aliasTarget('/slots')).toBe('/rng');
    expect(aliasTarget('/Slots/')).toBe('/rng');
    expect(aliasTarget('/casino')).toBe('/live');
    expect(aliasTarget('/rng')).toBeNull();
    expect(aliasTarget('/member/deposit')).toBeNull();
  });

  it('never shadow a path a remote owns, and each leads to a page a remote serves', () => {
    for (const [alias, target] of Object.entries(PATH_ALIASES)) {
      expect(remoteForPath(alias)).toBeUndefined();
      expect(remoteForPath(target)).toBeDefined();
    }
  });
});
