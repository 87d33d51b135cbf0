import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { FederationSettings } from './federation-config';
import { ensureRemotesRegistered } from './remote-registry';
import { RemoteLoadError } from './remote-load-error';
import { abortEntryFetches, isFailedRemoteModule, REMOTE_FAILURE } from './runtime-plugin';

/** What every remote exposes (docs/architecture.md): `./routes`, a default-exported component. */
export const EXPOSED_ROUTES = 'routes';

type ExposedModule = { default?: unknown };

/** Loaded components by `remote/expose`. */
const loaded = new Map<string, ComponentType<never>>();

async function loadOnce(remote: string, expose: string, settings: FederationSettings): Promise<ComponentType<never>> {
  const manifest = await ensureRemotesRegistered(settings);
  const released = manifest.remotes[remote];
  if (!released) throw new RemoteLoadError('not-released', `${remote} has no live release`);
  const module = await loadRemote<ExposedModule>(`${remote}/${expose}`);
  if (isFailedRemoteModule(module)) throw module[REMOTE_FAILURE];
  if (!module || typeof module.default !== 'function') {
    throw new RemoteLoadError('module', `${remote}/${expose} has no default component`, released.entry);
  }
  return module.default as ComponentType<never>;
}

/** A remote with no live release will not get one by asking again; anything else may (hang, 404, network). */
function isRetryable(error: unknown): boolean {
  return !(error instanceof RemoteLoadError) || error.stage !== 'not-released';
}

function asLoadError(error: unknown): RemoteLoadError {
  if (error instanceof RemoteLoadError) return error;
  return new RemoteLoadError('module', error instanceof Error ? error.message : String(error));
}

/** Pause before attempt n + 1: the fast retries first, then a doubling background pause. */
export function retryDelayMs(settings: FederationSettings, failures: number): number {
  if (failures <= settings.entryRetries) return settings.retryDelayMs * failures;
  const doubled = settings.backgroundRetryMs * 2 ** (failures - settings.entryRetries - 1);
  return Math.min(doubled, settings.maxRetryDelayMs);
}

/**
 * One module being loaded: attempts go on in the background until it arrives (or has no live release), whoever
 * is waiting for it, so a box that already shows its fallback can swap the remote in when it finally answers.
 */
interface Loading {
  arrival: Promise<ComponentType<never>>;
  /** Failed attempts so far; every one past the fast retries is reported to the waiting boxes at once. */
  failures: number;
  /** Why the last attempt failed: at the deadline the box names it rather than "too slow" (a 404 is not slow). */
  lastError?: unknown;
  failed: Set<(error: unknown) => void>;
  /** Attempt again now: gives up a hung attempt and skips the pause (the retry button). */
  retryNow: () => void;
}

const loading = new Map<string, Loading>();

function startLoading(remote: string, expose: string, settings: FederationSettings): Loading {
  const key = `${remote}/${expose}`;
  let wake: () => void = () => undefined;
  let retryRequested = false;
  const record: Loading = {
    failures: 0,
    failed: new Set(),
    arrival: Promise.resolve(undefined as never),
    retryNow: () => {
      retryRequested = true;
      abortEntryFetches(remote);
      wake();
    },
  };
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  record.arrival = (async () => {
    for (;;) {
      retryRequested = false;
      try {
        const component = await loadOnce(remote, expose, settings);
        loaded.set(key, component);
        return component;
      } catch (error) {
        // An attempt the retry button gave up is not a failure of the remote: ask again at once.
        if (retryRequested && isRetryable(error)) continue;
        record.failures += 1;
        record.lastError = error;
        if (!isRetryable(error)) throw asLoadError(error);
        if (record.failures > settings.entryRetries) record.failed.forEach((notify) => notify(error));
        await pause(retryDelayMs(settings, record.failures));
        wake = () => undefined;
      }
    }
  })().finally(() => loading.delete(key));
  // Nobody may be listening when a background attempt ends with no live release.
  record.arrival.catch(() => undefined);
  loading.set(key, record);
  return record;
}

/** A remote module's component already loaded on this page, if any (renders without a frame of loading). */
export function loadedRemoteModule<P = object>(remote: string, expose: string): ComponentType<P> | undefined {
  return loaded.get(`${remote}/${expose}`) as ComponentType<P> | undefined;
}

/** The routes component of a remote already loaded on this page, if any. */
export function loadedRemoteRoutes(remote: string): ComponentType | undefined {
  return loadedRemoteModule(remote, EXPOSED_ROUTES);
}

/** Time until the fallback shows: counted from navigation (see FederationSettings.entryTimeoutMs). */
export function fallbackDelayMs(settings: FederationSettings, sinceNavigationMs = performance.now()): number {
  return Math.max(settings.entryTimeoutMs - sinceNavigationMs, settings.minEntryWaitMs);
}

/**
 * Layer one of three: loads `remote/expose` (routes, a slot widget, an overlay). Rejects with a RemoteLoadError
 * naming the stage that failed — `timeout` when it has not arrived by `fallbackDelayMs`, the real stage once the
 * fast retries of a failing entry are spent, `not-released` when the remote has no live release — so the box can
 * show its fallback; the load goes on in the background (see `remoteModuleArrival`). `retry` (the retry button)
 * gives a hung attempt up and asks again at once.
 */
export function loadRemoteModule<P = object>(
  remote: string,
  expose: string,
  settings: FederationSettings,
  { retry = false } = {},
): Promise<ComponentType<P>> {
  const key = `${remote}/${expose}`;
  const cached = loaded.get(key);
  if (cached) return Promise.resolve(cached as ComponentType<P>);
  const existing = loading.get(key);
  // Only the retry button gives the attempt in flight up: a second box mounting must not abort the first's fetch.
  if (existing && retry) existing.retryNow();
  const record = existing ?? startLoading(remote, expose, settings);
  return new Promise<ComponentType<P>>((resolve, reject) => {
    const fail = (error: unknown) => {
      clearTimeout(timer);
      record.failed.delete(fail);
      reject(asLoadError(error));
    };
    const delay = fallbackDelayMs(settings);
    const timer = setTimeout(
      () => fail(record.lastError ?? new RemoteLoadError('timeout', `${key} did not load within ${delay} ms`)),
      delay,
    );
    record.failed.add(fail);
    record.arrival.then((component) => {
      clearTimeout(timer);
      record.failed.delete(fail);
      resolve(component as ComponentType<P>);
    }, fail);
  });
}

/**
 * Resolves when a module whose load outlived its box's patience finally arrives (the box swaps it in); undefined
 * when nothing is loading it any more. Never rejects: a remote with no live release simply never arrives.
 */
export function remoteModuleArrival<P = object>(remote: string, expose: string): Promise<ComponentType<P>> | undefined {
  const cached = loaded.get(`${remote}/${expose}`);
  if (cached) return Promise.resolve(cached as ComponentType<P>);
  const record = loading.get(`${remote}/${expose}`);
  return record?.arrival.then((component) => component as ComponentType<P>, () => new Promise<never>(() => undefined));
}

/** `remote/routes`, see loadRemoteModule. */
export function loadRemoteRoutes(remote: string, settings: FederationSettings, retry = false): Promise<ComponentType> {
  return loadRemoteModule(remote, EXPOSED_ROUTES, settings, { retry });
}
