import { findIncompatibilities, majorOf } from '../../src/modules/releases/compatibility';
import { defaultRollbackTarget, liveStack } from '../../src/modules/releases/live-history';
import type { AuditEntry } from '../../src/modules/releases/release-manifest';
import { cacheControlFor } from '../../src/modules/hosting/cache-policy';
import { inlineScriptHashes } from '../../src/plugins/content-security-policy';

function move(action: AuditEntry['action'], version: string, promoted = true): AuditEntry {
  return { at: '', by: 't', action, app: 'mfe-lobby', version, commit: 'c', previousVersion: null, promoted };
}

describe('compatibility rule', () => {
  it.each([
    ['19.3.1', 19],
    ['^18.2.0', 18],
    ['~7.8', 7],
    ['>=5.1.0 <6', 5],
    ['', null],
  ])('major of %p is %p', (version, major) => {
    expect(majorOf(version)).toBe(major);
  });

  it('flags only guarded singletons whose majors differ, and only when both sides declare them', () => {
    const live = { react: '19.3.1', rxjs: '7.8.2', zustand: '5.1.0', swiper: '14.0.0' };
    const candidate = { react: '18.3.1', rxjs: '7.1.0', 'react-i18next': '15.0.0', swiper: '9.0.0' };
    expect(findIncompatibilities(candidate, live)).toEqual([{ name: 'react', candidate: '18.3.1', live: '19.3.1' }]);
  });
});

describe('rollback target', () => {
  it('walks back through the promotions and ignores unpromoted publishes', () => {
    const audit = [move('publish', 'v1'), move('publish', 'v2'), move('publish', 'v9', false), move('promote', 'v3')];
    expect(liveStack(audit, 'mfe-lobby')).toEqual(['v1', 'v2', 'v3']);
    expect(defaultRollbackTarget(audit, 'mfe-lobby', 'v3')).toBe('v2');
    const afterRollback = [...audit, move('rollback', 'v2')];
    expect(defaultRollbackTarget(afterRollback, 'mfe-lobby', 'v2')).toBe('v1');
    expect(defaultRollbackTarget([move('publish', 'v1')], 'mfe-lobby', 'v1')).toBeNull();
  });

  it('trusts the manifest when it names a version the log does not end with', () => {
    expect(defaultRollbackTarget([move('publish', 'v1'), move('publish', 'v2')], 'mfe-lobby', 'v7')).toBe('v2');
  });
});

describe('cache policy', () => {
  it.each([
    ['/releases/mfe-lobby/v1/remoteEntry.js', 'remoteEntry.js', 'public, max-age=31536000, immutable'],
    ['/', 'index.html', 'no-cache'],
    ['/lobby', 'index.html.br', 'no-cache'],
    ['/main.e9f98ded63.js', 'main.e9f98ded63.js', 'public, max-age=31536000, immutable'],
    ['/74.04c8354c7a.js.LICENSE.txt', '74.04c8354c7a.js.LICENSE.txt', 'public, max-age=31536000, immutable'],
    ['/favicon.ico', 'favicon.ico', 'no-cache'],
  ])('%s → %s', (url, file, expected) => {
    expect(cacheControlFor(url, `/r/shell/v1/${file}`)).toBe(expected);
  });
});

describe('inline script hashes', () => {
  it('hashes inline scripts only', () => {
    const html = '<script defer src=/main.js></script><script>a=1</script><script type="module">b()</script>';
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-wi/qXXQo5c9H72NUyXySI8ldbc3D4NIwD/eQVrH/PYU='",
      expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/),
    ]);
  });
});
