import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { FederationSettings } from './federation-config';
import { ensureRemotesRegistered } from './remote-registry';
import { RemoteLoadError } from './remote-load-error';
import { isFailedRemoteModule, REMOTE_FAILURE } from './runtime-plugin';

/** What every remote exposes (docs/architecture.md): `./routes`, a default-exported component. */
export const EXPOSED_ROUTES = 'routes';

type RoutesModule = { default?: unknown };

const loaded = new Map<string, ComponentType>();

async function loadOnce(remote: string, settings: FederationSettings): Promise<ComponentType> {
  const manifest = await ensureRemotesRegistered(settings);
  const released = manifest.remotes[remote];
  if (!released) throw new RemoteLoadError('not-released', `${remote} has no live release`);
  const module = await loadRemote<RoutesModule>(`${remote}/${EXPOSED_ROUTES}`);
  if (isFailedRemoteModule(module)) throw module[REMOTE_FAILURE];
  if (!module || typeof module.default !== 'function') {
    throw new RemoteLoadError('module', `${remote}/${EXPOSED_ROUTES} has no default component`, released.entry);
  }
  return module.default as ComponentType;
}

function isRetryable(error: unknown): boolean {
  return !(error instanceof RemoteLoadError) || !['not-released', 'timeout'].includes(error.stage);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function loadWithRetry(remote: string, settings: FederationSettings): Promise<ComponentType> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await loadOnce(remote, settings);
    } catch (error) {
      if (attempt >= settings.entryRetries || !isRetryable(error)) throw error;
      await sleep(settings.retryDelayMs * (attempt + 1));
    }
  }
}

/** The routes component of a remote already loaded on this page, if any (renders without a frame of loading). */
export function loadedRemoteRoutes(remote: string): ComponentType | undefined {
  return loaded.get(remote);
}

/**
 * Layer one of three: loads `remote/routes` with bounded retries inside one overall deadline,
 * so a remote that never answers shows its fallback within `entryTimeoutMs` however many
 * attempts were left. Rejects with a RemoteLoadError naming the stage that failed.
 */
export async function loadRemoteRoutes(remote: string, settings: FederationSettings): Promise<ComponentType> {
  const cached = loaded.get(remote);
  if (cached) return cached;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new RemoteLoadError('timeout', `${remote} did not load within ${settings.entryTimeoutMs} ms`)),
      settings.entryTimeoutMs,
    );
  });
  try {
    const component = await Promise.race([loadWithRetry(remote, settings), deadline]);
    loaded.set(remote, component);
    return component;
  } catch (error) {
    if (error instanceof RemoteLoadError) throw error;
    throw new RemoteLoadError('module', error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
}
