import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { RemoteLoadError, stageOfRuntimeError } from './remote-load-error';
import {
  abortEntryFetches,
  createSiteRuntimePlugin,
  isFailedRemoteModule,
  REMOTE_FAILURE,
} from './runtime-plugin';

const origin = {} as ModuleFederation;
const remote = { name: 'mfe_lobby', entry: '/releases/mfe-lobby/v1/mf-manifest.json' } as never;

describe('site runtime plugin', () => {
  const plugin = createSiteRuntimePlugin(10_000);

  it('turns an onLoad failure into a placeholder module carrying the stage and URL', async () => {
    const result = await plugin.errorLoadRemote?.({
      id: 'mfe_lobby/routes',
      error: new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest'),
      from: 'runtime',
      lifecycle: 'onLoad',
      remote,
      origin,
    });
    expect(isFailedRemoteModule(result)).toBe(true);
    const failure = (result as { [REMOTE_FAILURE]: RemoteLoadError })[REMOTE_FAILURE];
    expect(failure.stage).toBe('manifest');
    expect(failure.url).toBe('/releases/mfe-lobby/v1/mf-manifest.json');
  });

  it.each(['afterResolve', 'beforeLoadShare', 'beforeRequest'] as const)(
    'returns nothing at %s so the runtime forgets the failure (retry refetches) or falls back to the loaded share',
    async (lifecycle) => {
      const result = await plugin.errorLoadRemote?.({
        id: 'x',
        error: new Error('boom'),
        from: 'runtime',
        lifecycle,
        origin,
      });
      expect(result).toBeUndefined();
    },
  );

  it('gives a hung entry manifest up when the retry button asks for the remote again', async () => {
    global.fetch = jest.fn(
      (_url: unknown, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    ) as typeof fetch;
    const hung = plugin.fetch?.('/releases/mfe-lobby/v1/mf-manifest.json', {}, remote);
    abortEntryFetches('mfe_lottery');
    abortEntryFetches('mfe_lobby');
    await expect(hung).rejects.toThrow('mfe_lobby entry aborted for a retry');
  });

  it('gives remote entry scripts the entry budget, and leaves other scripts alone', () => {
    expect(plugin.createScript?.({ url: '/a/remoteEntry.js', remoteInfo: remote })).toEqual({
      timeout: 10_000,
    });
    expect(plugin.createScript?.({ url: '/a/chunk.js' })).toBeUndefined();
  });
});

describe('stageOfRuntimeError', () => {
  it.each([
    ['RUNTIME-003 Failed to get manifest', 'manifest'],
    ['RUNTIME-008 Failed to load script resources', 'entry'],
    ['ScriptNetworkError: Script "x" timed out.', 'entry'],
    ['Cannot read properties of undefined', 'module'],
  ])('%s → %s', (message, stage) => {
    expect(stageOfRuntimeError(new Error(message))).toBe(stage);
  });
});
