import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit } from '@site/shared';
import { connectI18nToBus, createI18n } from '@site/shared/i18n';
import { renderWithShell } from '../../test/render';
import type { FederationSettings } from './federation-config';
import { fallbackDelayMs, loadRemoteModule, remoteModuleArrival, retryDelayMs } from './load-remote-routes';
import { RemoteOutlet } from './remote-outlet';

// The MF runtime and the release manifest are the boundary: each test says what the remote answers, and when.
const loadRemote = jest.fn<Promise<unknown>, [string]>();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  registerRemotes: () => undefined,
  registerPlugins: () => undefined,
}));
jest.mock('./remote-registry', () => ({
  ensureRemotesRegistered: async () => ({
    generatedAt: '',
    remotes: Object.fromEntries(
      ['mfe_lobby', 'mfe_lottery', 'mfe_agent'].map((name) => [
        name,
        { app: name, version: '1', entry: `/${name}` },
      ]),
    ),
  }),
  releasedVersion: async () => '1',
}));
const abortEntryFetches = jest.fn();
jest.mock('./runtime-plugin', () => ({
  ...jest.requireActual('./runtime-plugin'),
  abortEntryFetches: (remote: string) => abortEntryFetches(remote),
}));

const settings: FederationSettings = {
  releaseManifestUrl: '/releases/manifest.json',
  entryTimeoutMs: 4_000,
  minEntryWaitMs: 1_500,
  attemptTimeoutMs: 10_000,
  languageWaitMs: 3_000,
  backgroundRetryMs: 2_000,
  maxRetryDelayMs: 30_000,
  backgroundRetries: 6,
  entryRetries: 2,
  retryDelayMs: 300,
  telemetryUrl: '/telemetry',
};

/** A remote answer the test releases when it wants: the entry that hangs, then arrives late. */
function deferred() {
  let resolve: (module: unknown) => void = () => undefined;
  const promise = new Promise<unknown>((r) => (resolve = r));
  return { promise, resolve };
}

const Widget = () => <p>widget</p>;

beforeEach(() => {
  jest.useFakeTimers();
  // The shell's start-up announces the page's language; a remote is shown once it speaks it.
  emit('i18n:language-changed', { language: 'en' });
  loadRemote.mockReset();
  abortEntryFetches.mockReset();
  global.fetch = jest.fn(async () => new Response('{}')) as typeof fetch;
});
afterEach(() => jest.useRealTimers());

describe('when the fallback shows', () => {
  it('counts the budget from navigation, but leaves a late load a minimum wait', () => {
    expect(fallbackDelayMs(settings, 500)).toBe(3_500);
    expect(fallbackDelayMs(settings, 3_000)).toBe(1_500);
    expect(fallbackDelayMs(settings, 60_000)).toBe(1_500);
  });

  it('retries fast first, then backs off in the background up to a ceiling', () => {
    expect([1, 2, 3, 4, 5, 9].map((failures) => retryDelayMs(settings, failures))).toEqual([
      300, 600, 2_000, 4_000, 8_000, 30_000,
    ]);
  });
});

describe('loadRemoteModule', () => {
  it('gives a hanging entry up at the deadline, and the module still arrives when the entry answers late', async () => {
    const answer = deferred();
    loadRemote.mockReturnValue(answer.promise);
    const loading = loadRemoteModule('mfe_lottery', 'widgets/hang', settings);
    const rejected = expect(loading).rejects.toMatchObject({ stage: 'timeout' });
    await jest.advanceTimersByTimeAsync(fallbackDelayMs(settings));
    await rejected;

    const arrival = remoteModuleArrival('mfe_lottery', 'widgets/hang', new AbortController().signal);
    expect(arrival).toBeDefined();
    answer.resolve({ default: Widget });
    await expect(arrival).resolves.toBe(Widget);
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('shows a failing entry after the fast retries, keeps asking in the background, and a retry asks at once', async () => {
    loadRemote.mockRejectedValue(new Error('RUNTIME-008 remoteEntry failed'));
    const loading = loadRemoteModule('mfe_lottery', 'widgets/broken', settings);
    const rejected = expect(loading).rejects.toMatchObject({ stage: 'module' });
    await jest.advanceTimersByTimeAsync(300 + 600);
    await rejected;
    expect(loadRemote).toHaveBeenCalledTimes(3);

    // The box shows its fallback and listens for the late arrival.
    void remoteModuleArrival('mfe_lottery', 'widgets/broken', new AbortController().signal);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(loadRemote).toHaveBeenCalledTimes(4);

    // The retry button: no waiting out the 4 s pause, the hung fetch (if any) is given up.
    loadRemote.mockResolvedValue({ default: Widget });
    const retried = loadRemoteModule('mfe_lottery', 'widgets/broken', settings, { retry: true });
    expect(abortEntryFetches).toHaveBeenCalledWith('mfe_lottery');
    await jest.advanceTimersByTimeAsync(0);
    await expect(retried).resolves.toBe(Widget);
    expect(loadRemote).toHaveBeenCalledTimes(5);
  });

  it('names why the entry failed, not "too slow", when the deadline comes during the fast retries', async () => {
    loadRemote.mockRejectedValue(new Error('RUNTIME-003 Failed to get manifest'));
    const loading = loadRemoteModule('mfe_lottery', 'widgets/slow-404', { ...settings, retryDelayMs: 5_000 });
    const rejected = expect(loading).rejects.toMatchObject({ stage: 'module' });
    await jest.advanceTimersByTimeAsync(fallbackDelayMs(settings));
    await rejected;
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('does not keep asking for a remote with no live release', async () => {
    await expect(loadRemoteModule('mfe_member', 'widgets/x', settings)).rejects.toMatchObject({
      stage: 'not-released',
    });
    expect(remoteModuleArrival('mfe_member', 'widgets/x', new AbortController().signal)).toBeUndefined();
  });
});

describe("a remote in the player's language", () => {
  /**
   * A Thai page, and a remote whose code, when it runs, connects its i18n instance to the bus (which replays Thai), as
   * every remote's does; its Thai file arrives when the test says.
   */
  function remoteSwitchingToThai() {
    const thaiFile = deferred();
    const instance = createI18n({
      namespaces: ['remote'],
      english: { remote: { title: 'Title' } },
      load: async (language, ns) =>
        ns === 'remote' ? ((await thaiFile.promise) as Record<string, unknown>) : {},
    });
    emit('i18n:language-changed', { language: 'th' });
    loadRemote.mockImplementation(async () => {
      connectI18nToBus(instance);
      return { default: Widget };
    });
    return { instance, thaiFile };
  }

  it('arrives once its language file is in, not in English first', async () => {
    const { instance, thaiFile } = remoteSwitchingToThai();
    let arrived = false;
    const loading = loadRemoteModule('mfe_lottery', 'widgets/thai', settings).then((module) => {
      arrived = true;
      return module;
    });
    await jest.advanceTimersByTimeAsync(1_000);
    expect(arrived).toBe(false);

    thaiFile.resolve({ title: 'หัวข้อ' });
    await expect(loading).resolves.toBe(Widget);
    expect(instance.language).toBe('th');
    expect(instance.t('title')).toBe('หัวข้อ');
  });

  it('arrives in English after languageWaitMs when its language file is slow, and switches when the file comes', async () => {
    const { instance, thaiFile } = remoteSwitchingToThai();
    let arrived = false;
    const loading = loadRemoteModule('mfe_lottery', 'widgets/slow-thai', settings).then((module) => {
      arrived = true;
      return module;
    });
    await jest.advanceTimersByTimeAsync(settings.languageWaitMs - 1);
    expect(arrived).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(loading).resolves.toBe(Widget);
    expect(instance.t('title')).toBe('Title');

    thaiFile.resolve({ title: 'หัวข้อ' });
    await jest.advanceTimersByTimeAsync(0);
    expect(instance.t('title')).toBe('หัวข้อ');
  });
});

describe('background retries stop', () => {
  /** Fails the fast retries, so the fallback shows (300 + 600 ms of pauses); the waiting promise is settled. */
  async function failUntilFallback(expose: string, overrides: Partial<FederationSettings> = {}) {
    const loading = loadRemoteModule('mfe_lottery', expose, { ...settings, ...overrides });
    const rejected = expect(loading).rejects.toMatchObject({ stage: 'module' });
    await jest.advanceTimersByTimeAsync(300 + 600);
    await rejected;
    expect(loadRemote).toHaveBeenCalledTimes(3);
  }

  it('after backgroundRetries attempts even with a box listening, and the next mount loads afresh', async () => {
    loadRemote.mockRejectedValue(new Error('RUNTIME-008 remoteEntry failed'));
    await failUntilFallback('widgets/down', { backgroundRetries: 3 });
    const box = new AbortController();
    const arrival = remoteModuleArrival('mfe_lottery', 'widgets/down', box.signal);
    const arrived = jest.fn();
    void arrival?.then(arrived);

    // Pauses of 2, 4 and 8 s before the three background attempts; then no more, however long the page stays.
    await jest.advanceTimersByTimeAsync(2_000 + 4_000 + 8_000);
    expect(loadRemote).toHaveBeenCalledTimes(6);
    await jest.advanceTimersByTimeAsync(60 * 60_000);
    expect(loadRemote).toHaveBeenCalledTimes(6);
    expect(jest.getTimerCount()).toBe(0);
    expect(arrived).not.toHaveBeenCalled();
    expect(remoteModuleArrival('mfe_lottery', 'widgets/down', box.signal)).toBeUndefined();

    // The next box (or the retry button) starts a new load, which may well succeed.
    loadRemote.mockResolvedValue({ default: Widget });
    const next = loadRemoteModule('mfe_lottery', 'widgets/down', settings);
    await jest.advanceTimersByTimeAsync(0);
    await expect(next).resolves.toBe(Widget);
    expect(loadRemote).toHaveBeenCalledTimes(7);
  });

  it('by default within about three minutes for an entry that hangs every attempt', async () => {
    // Each attempt hangs until the runtime plugin gives it up after attemptTimeoutMs.
    loadRemote.mockImplementation(
      () =>
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('timed out')), settings.attemptTimeoutMs),
        ),
    );
    const loading = loadRemoteModule('mfe_lottery', 'widgets/hangs', settings);
    const rejected = expect(loading).rejects.toMatchObject({ stage: 'timeout' });
    await jest.advanceTimersByTimeAsync(fallbackDelayMs(settings));
    await rejected;
    void remoteModuleArrival('mfe_lottery', 'widgets/hangs', new AbortController().signal);

    await jest.advanceTimersByTimeAsync(3 * 60_000 + 1_000);
    expect(loadRemote).toHaveBeenCalledTimes(3 + settings.backgroundRetries);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('once the box that listened unmounts and nothing else waits', async () => {
    loadRemote.mockRejectedValue(new Error('RUNTIME-008 remoteEntry failed'));
    await failUntilFallback('widgets/left');
    const box = new AbortController();
    void remoteModuleArrival('mfe_lottery', 'widgets/left', box.signal);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(loadRemote).toHaveBeenCalledTimes(4);

    box.abort();
    await jest.advanceTimersByTimeAsync(60 * 60_000);
    expect(loadRemote).toHaveBeenCalledTimes(4);
    expect(jest.getTimerCount()).toBe(0);

    // A box mounting later starts a new load rather than joining a stopped one.
    const again = loadRemoteModule('mfe_lottery', 'widgets/left', settings);
    const rejected = expect(again).rejects.toMatchObject({ stage: 'module' });
    expect(loadRemote).toHaveBeenCalledTimes(4);
    await jest.advanceTimersByTimeAsync(0);
    expect(loadRemote).toHaveBeenCalledTimes(5);
    await jest.advanceTimersByTimeAsync(300 + 600);
    await rejected;
    expect(loadRemote).toHaveBeenCalledTimes(7);
  });

  it('once the only waiting promise settled to its fallback and nobody listens (a preload)', async () => {
    loadRemote.mockRejectedValue(new Error('RUNTIME-008 remoteEntry failed'));
    await failUntilFallback('widgets/preloaded');
    await jest.advanceTimersByTimeAsync(60 * 60_000);
    expect(loadRemote).toHaveBeenCalledTimes(3);
    expect(
      remoteModuleArrival('mfe_lottery', 'widgets/preloaded', new AbortController().signal),
    ).toBeUndefined();
  });

  it('not while a second box is still listening', async () => {
    loadRemote.mockRejectedValue(new Error('RUNTIME-008 remoteEntry failed'));
    await failUntilFallback('widgets/shared');
    const first = new AbortController();
    const second = new AbortController();
    void remoteModuleArrival('mfe_lottery', 'widgets/shared', first.signal);
    const arrival = remoteModuleArrival('mfe_lottery', 'widgets/shared', second.signal);
    first.abort();
    await jest.advanceTimersByTimeAsync(2_000);
    expect(loadRemote).toHaveBeenCalledTimes(4);

    loadRemote.mockResolvedValue({ default: Widget });
    await jest.advanceTimersByTimeAsync(4_000);
    await expect(arrival).resolves.toBe(Widget);
  });
});

describe('<RemoteOutlet> with an entry that fails', () => {
  it('stops the background retries when the box unmounts', async () => {
    window.__SITE_FEDERATION__ = { entryTimeoutMs: 2_000, minEntryWaitMs: 2_000 };
    loadRemote.mockRejectedValue(new Error('RUNTIME-008 remoteEntry failed'));
    const { unmount } = renderWithShell(<RemoteOutlet remote="mfe_agent" />);
    await act(() => jest.advanceTimersByTimeAsync(300 + 600));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(2_000));
    expect(loadRemote).toHaveBeenCalledTimes(4);

    unmount();
    await act(() => jest.advanceTimersByTimeAsync(60 * 60_000));
    expect(loadRemote).toHaveBeenCalledTimes(4);
    delete window.__SITE_FEDERATION__;
  });
});

describe('<RemoteOutlet> with an entry that hangs', () => {
  it('shows the fallback with a retry at the deadline, then swaps the remote in when it arrives', async () => {
    window.__SITE_FEDERATION__ = { entryTimeoutMs: 2_000, minEntryWaitMs: 2_000 };
    const answer = deferred();
    loadRemote.mockReturnValue(answer.promise);
    renderWithShell(<RemoteOutlet remote="mfe_agent" />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(2_000));
    expect(screen.getByRole('alert')).toHaveTextContent('taking too long');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();

    await act(async () => answer.resolve({ default: () => <p>agent centre</p> }));
    expect(await screen.findByText('agent centre')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    delete window.__SITE_FEDERATION__;
  });

  it('mounts the remote from the retry button once the entry answers', async () => {
    window.__SITE_FEDERATION__ = { entryTimeoutMs: 2_000, minEntryWaitMs: 2_000 };
    // The plugin's abort is what ends the hung attempt (runtime-plugin.ts); here it rejects the hanging answer.
    let abortHung = () => undefined as void;
    loadRemote.mockReturnValueOnce(
      new Promise((_, reject) => (abortHung = () => reject(new Error('aborted')))),
    );
    abortEntryFetches.mockImplementation(() => abortHung());
    loadRemote.mockResolvedValue({ default: () => <p>lobby home</p> });
    renderWithShell(<RemoteOutlet remote="mfe_lobby" />);
    await act(() => jest.advanceTimersByTimeAsync(2_000));
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await act(() => user.click(screen.getByRole('button', { name: 'Try again' })));
    expect(screen.getByText('lobby home')).toBeInTheDocument();
    delete window.__SITE_FEDERATION__;
  });
});
