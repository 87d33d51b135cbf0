import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteLoadError, stageOfRuntimeError } from './remote-load-error';

/** Marks the module the plugin hands back instead of a remote's real exports. */
export const REMOTE_FAILURE = Symbol.for('site.remote-failure');

export interface FailedRemoteModule {
  __esModule: true;
  default: () => null;
  [REMOTE_FAILURE]: RemoteLoadError;
}

export function isFailedRemoteModule(value: unknown): value is FailedRemoteModule {
  return typeof value === 'object' && value !== null && REMOTE_FAILURE in value;
}

function failedModule(error: RemoteLoadError): FailedRemoteModule {
  return { __esModule: true, default: () => null, [REMOTE_FAILURE]: error };
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The manifest fetches in flight, by remote name: the retry button gives up a hung one instead of waiting it out. */
const inFlight = new Map<string, Set<AbortController>>();

/** Aborts `remote`'s manifest fetches still in flight (they reject, so the loader can ask again at once). */
export function abortEntryFetches(remote: string): void {
  for (const controller of inFlight.get(remote) ?? [])
    controller.abort(new Error(`${remote} entry aborted for a retry`));
}

async function fetchManifest(
  remote: string,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<Response> {
  // A hanging mf-manifest.json would otherwise pin the runtime's loading promise forever.
  const controller = new AbortController();
  const controllers = inFlight.get(remote) ?? new Set();
  inFlight.set(remote, controllers.add(controller));
  const timer = setTimeout(() => controller.abort(new Error(`manifest ${url} timed out`)), timeoutMs);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    // The runtime parses any body as a manifest; a 404/500 must fail here so it is not cached.
    if (!response.ok) throw new Error(`manifest ${url} answered HTTP ${response.status}`);
    return response;
  } finally {
    clearTimeout(timer);
    controllers.delete(controller);
  }
}

/**
 * The shell's MF runtime plugin, layer two of three (retry in the loader, this plugin, an error
 * boundary per outlet). It bounds how long one attempt at the entry may take and decides, per lifecycle stage,
 * what the runtime gets instead of an exception:
 * - `afterResolve` (the version's mf-manifest.json failed): nothing, so the runtime drops its
 *   cached promise and a retry refetches; the failure then surfaces once more as `onLoad`.
 * - `beforeLoadShare` (a remote could not provide its shared modules): nothing, so the share
 *   resolves from the copy already loaded (`loaded-first`) instead of blocking start-up.
 * - `onLoad` (anything else on the way to the exposed module): a placeholder module the outlet
 *   recognises and renders as the localized fallback with a retry button.
 */
export function createSiteRuntimePlugin(attemptTimeoutMs: number): ModuleFederationRuntimePlugin {
  return {
    name: 'site-remote-resilience',
    fetch(url, init, remoteInfo) {
      if (!remoteInfo) return undefined;
      return fetchManifest(remoteInfo.name, url, init, attemptTimeoutMs);
    },
    createScript({ remoteInfo }) {
      // Only remote entries get the attempt's budget; lazily loaded chunks keep webpack's 120 s.
      return remoteInfo ? { timeout: attemptTimeoutMs } : undefined;
    },
    async errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      const url = args.remote?.entry ?? '';
      const stage = stageOfRuntimeError(args.error);
      return failedModule(new RemoteLoadError(stage, errorMessage(args.error), url));
    },
  };
}
