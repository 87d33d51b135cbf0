import { bootPayloadScript, resetBootAnswersForTests } from '@site/shared/platform';
import { LIVE_RELEASE_MANIFEST_URL } from './federation-config';
import { fetchReleaseManifest, parseReleaseManifest } from './release-manifest';

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

describe('fetchReleaseManifest', () => {
  const live = {
    generatedAt: '2026-11-26T10:00:00Z',
    remotes: {
      mfe_lobby: { app: 'mfe-lobby', version: 'v2', entry: '/releases/mfe-lobby/v2/mf-manifest.json' },
    },
  };
  const fetched = { generatedAt: 'fetched', remotes: {} };
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => fetched }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    document.body.innerHTML = bootPayloadScript({ language: 'en', answers: {}, releases: live });
    resetBootAnswersForTests();
  });
  afterEach(() => {
    document.body.innerHTML = '';
    resetBootAnswersForTests();
  });

  it('takes the live manifest the page came with, without a request, once; then fetches', async () => {
    await expect(fetchReleaseManifest(LIVE_RELEASE_MANIFEST_URL, 1_000)).resolves.toMatchObject({
      generatedAt: live.generatedAt,
    });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(fetchReleaseManifest(LIVE_RELEASE_MANIFEST_URL, 1_000)).resolves.toMatchObject({
      generatedAt: 'fetched',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fetches a manifest from anywhere else (a test or an operator override)', async () => {
    await expect(fetchReleaseManifest('/elsewhere/manifest.json', 1_000)).resolves.toMatchObject({
      generatedAt: 'fetched',
    });
  });
});

describe('the preview pin', () => {
  it('is kept when well-formed (the badge shows it) and dropped otherwise', () => {
    const remotes = {
      mfe_lobby: { app: 'mfe-lobby', version: 'v2', entry: '/releases/mfe-lobby/v2/mf-manifest.json' },
    };
    expect(parseReleaseManifest({ remotes, preview: { app: 'mfe-lobby', version: 'v2' } }).preview).toEqual({
      app: 'mfe-lobby',
      version: 'v2',
    });
    expect(parseReleaseManifest({ remotes, preview: { app: 3 } }).preview).toBeUndefined();
  });
});
