import { parseReleaseManifest } from './release-manifest';

describe('parseReleaseManifest', () => {
  it('keeps well-formed remotes and drops malformed ones', () => {
    const manifest = parseReleaseManifest({
      generatedAt: '2026-11-22T02:00:00Z',
      remotes: {
        mfe_lobby: { app: 'mfe-lobby', version: 'v1', entry: '/releases/mfe-lobby/v1/mf-manifest.json' },
        mfe_broken: { app: 'mfe-broken' },
      },
      shell: { version: 's1' },
    });
    expect(Object.keys(manifest.remotes)).toEqual(['mfe_lobby']);
    expect(manifest.remotes.mfe_lobby?.entry).toBe('/releases/mfe-lobby/v1/mf-manifest.json');
    expect(manifest.shell?.version).toBe('s1');
  });

  it('rejects a body without remotes', () => {
    expect(() => parseReleaseManifest({ message: 'not found' })).toThrow(/remotes/);
    expect(() => parseReleaseManifest(null)).toThrow();
  });
});
