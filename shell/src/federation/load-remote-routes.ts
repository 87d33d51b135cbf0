import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { FederationSettings } from './federation-config';
import { ensureRemotesRegistered } from './remote-registry';
import { RemoteLoadError } from './remote-load-error';
import { isFailedRemoteModule, REMOTE_FAILURE } from './runtime-plugin';

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

function isRetryable(error: unknown): boolean {
  return !(error instanceof RemoteLoadError) || !['not-released', 'timeout'].includes(error.stage);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function loadWithRetry(remote: string, expose: string, settings: FederationSettings): Promise<ComponentType<never>> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await loadOnce(remote, expose, settings);
    } catch (error) {
      if (attempt >= settings.entryRetries || !isRetryable(error)) throw error;
      await sleep(settings.retryDelayMs * (attempt + 1));
    }
  }
}

/** A remote module's component already loaded on this page, if any (renders without a frame of loading). */
export function loadedRemoteModule<P = object>(remote: string, expose: string): ComponentType<P> | undefined {
  return loaded.get(`${remote}/${expose}`) as ComponentType<P> | undefined;
}

/** The routes component of a remote already loaded on this page, if any. */
export function loadedRemoteRoutes(remote: string): ComponentType | undefined {
  return loadedRemoteModule(remote, EXPOSED_ROUTES);
}

/**
 * Layer one of three: loads `remote/expose` (routes, a slot widget, an overlay) with bounded
 * retries inside one overall deadline, so a remote that never answers shows its fallback within
 * `entryTimeoutMs` however many attempts were left. Rejects with a RemoteLoadError naming the
 * stage that failed (`not-released` when the remote has no live release).
 */
export async function loadRemoteModule<P = object>(
  remote: string,
  expose: string,
  settings: FederationSettings,
): Promise<ComponentType<P>> {
  const key = `${remote}/${expose}`;
  const cached = loaded.get(key);
  if (cached) return cached as ComponentType<P>;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new RemoteLoadError('timeout', `${key} did not load within ${settings.entryTimeoutMs} ms`)),
      settings.entryTimeoutMs,
    );
  });
  try {
    const component = await Promise.race([loadWithRetry(remote, expose, settings), deadline]);
    loaded.set(key, component);
    return component as ComponentType<P>;
  } catch (error) {
    if (error instanceof RemoteLoadError) throw error;
    throw new RemoteLoadError('module', error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
}

/** `remote/routes`, see loadRemoteModule. */
export function loadRemoteRoutes(remote: string, settings: FederationSettings): Promise<ComponentType> {
  return loadRemoteModule(remote, EXPOSED_ROUTES, settings);
}
