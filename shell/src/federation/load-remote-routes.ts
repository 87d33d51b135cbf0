import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { pageLanguageSettled } from '@site/shared/i18n';
import type { FederationSettings } from './federation-config';
import { ensureRemotesRegistered } from './remote-registry';
import { RemoteLoadError } from './remote-load-error';
import { abortEntryFetches, isFailedRemoteModule, REMOTE_FAILURE } from './runtime-plugin';

/** What every remote exposes (docs/architecture.md): `./routes`, a default-exported component. */
export const EXPOSED_ROUTES = 'routes';

type ExposedModule = { default?: unknown };

/** Loaded components by `remote/expose`. */
const loaded = new Map<string, ComponentType<never>>();

async function loadOnce(
  remote: string,
  expose: string,
  settings: FederationSettings,
): Promise<ComponentType<never>> {
  const manifest = await ensureRemotesRegistered(settings);
  const released = manifest.remotes[remote];
  if (!released) throw new RemoteLoadError('not-released', `${remote} has no live release`);
  const module = await loadRemote<ExposedModule>(`${remote}/${expose}`);
  if (isFailedRemoteModule(module)) throw module[REMOTE_FAILURE];
  if (!module || typeof module.default !== 'function') {
    throw new RemoteLoadError('module', `${remote}/${expose} has no default component`, released.entry);
  }
  // Its code has run, and its i18n instance starts in its bundled English and switches to the page's language (once
  // the shell has announced it): shown in that language, not in English for a moment; in English after
  // `languageWaitMs` if the language or its file is slow.
  await pageLanguageSettled(settings.languageWaitMs);
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
 * One module being loaded: attempts go on in the background after the fallback shows, so a box that shows it can
 * swap the remote in when it finally answers. They stop — the record goes, and the next box to mount or the retry
 * button starts a fresh load — when the module has no live release, when a pause ends with no box waiting for it
 * (`loadRemoteModule`) or listening for it (`remoteModuleArrival`), or after `backgroundRetries` background attempts.
 * Stopping rejects `arrival`, so a box still waiting shows its fallback then.
 */
interface Loading {
  arrival: Promise<ComponentType<never>>;
  /** Failed attempts so far; every one past the fast retries is reported to the waiting boxes at once. */
  failures: number;
  /** Why the last attempt failed: at the deadline the box names it rather than "too slow" (a 404 is not slow). */
  lastError?: unknown;
  /** The `loadRemoteModule` promises not settled yet: each rejects with the error of a failure it is told of. */
  waiting: Set<(error: unknown) => void>;
  /** The boxes showing their fallback until `arrival` (see remoteModuleArrival), one token each. */
  listening: Set<object>;
  /** Attempt again now: gives up a hung attempt and skips the pause (the retry button). */
  retryNow: () => void;
}

const loading = new Map<string, Loading>();

function startLoading(remote: string, expose: string, settings: FederationSettings): Loading {
  const key = `${remote}/${expose}`;
  let wake: () => void = () => undefined;
  let retryRequested = false;
  /** Attempts made after a background pause; the retry button grants a new round. */
  let backgroundAttempts = 0;
  const record: Loading = {
    failures: 0,
    waiting: new Set(),
    listening: new Set(),
    arrival: Promise.resolve(undefined as never),
    retryNow: () => {
      retryRequested = true;
      backgroundAttempts = 0;
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
        const inBackground = record.failures > settings.entryRetries;
        if (inBackground) record.waiting.forEach((notify) => notify(error));
        if (inBackground && backgroundAttempts >= settings.backgroundRetries) throw asLoadError(error);
        await pause(retryDelayMs(settings, record.failures));
        wake = () => undefined;
        if (retryRequested) continue;
        // Asked only when the pause is over: a box told of the failure above listens from its next microtask on.
        if (record.waiting.size === 0 && record.listening.size === 0) throw asLoadError(error);
        if (inBackground) backgroundAttempts += 1;
      }
    }
  })().finally(() => {
    if (loading.get(key) === record) loading.delete(key);
  });
  // Nobody may be listening when a background attempt ends with no live release, or the retries stop.
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
 * show its fallback; the load goes on in the background while a box listens (see `remoteModuleArrival`). `retry`
 * (the retry button) gives a hung attempt up and asks again at once.
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
      record.waiting.delete(fail);
      reject(asLoadError(error));
    };
    const delay = fallbackDelayMs(settings);
    const timer = setTimeout(
      () =>
        fail(record.lastError ?? new RemoteLoadError('timeout', `${key} did not load within ${delay} ms`)),
      delay,
    );
    record.waiting.add(fail);
    record.arrival.then((component) => {
      clearTimeout(timer);
      record.waiting.delete(fail);
      resolve(component as ComponentType<P>);
    }, fail);
  });
}

/**
 * Resolves when a module whose load outlived its box's patience finally arrives (the box swaps it in); undefined
 * when nothing is loading it any more. The box listens until `signal` aborts (it unmounts, or retries): the
 * background retries stop once no box waits or listens. Never rejects: a module whose retries stopped, or that has
 * no live release, simply never arrives (the box keeps its fallback and retry button); nor does it resolve after
 * `signal` aborted.
 */
export function remoteModuleArrival<P = object>(
  remote: string,
  expose: string,
  signal: AbortSignal,
): Promise<ComponentType<P>> | undefined {
  const cached = loaded.get(`${remote}/${expose}`);
  if (cached) return Promise.resolve(cached as ComponentType<P>);
  const record = loading.get(`${remote}/${expose}`);
  if (!record || signal.aborted) return undefined;
  const token = {};
  const stopListening = () => record.listening.delete(token);
  record.listening.add(token);
  signal.addEventListener('abort', stopListening, { once: true });
  return new Promise<ComponentType<P>>((resolve) => {
    record.arrival
      .then((component) => {
        if (!signal.aborted) resolve(component as ComponentType<P>);
      })
      .catch(() => undefined)
      .finally(() => {
        signal.removeEventListener('abort', stopListening);
        stopListening();
      });
  });
}

/** `remote/routes`, see loadRemoteModule. */
export function loadRemoteRoutes(
  remote: string,
  settings: FederationSettings,
  retry = false,
): Promise<ComponentType> {
  return loadRemoteModule(remote, EXPOSED_ROUTES, settings, { retry });
}
