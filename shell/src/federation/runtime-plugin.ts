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

async function fetchManifest(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  // A hanging mf-manifest.json would otherwise pin the runtime's loading promise forever.
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  // The runtime parses any body as a manifest; a 404/500 must fail here so it is not cached.
  if (!response.ok) throw new Error(`manifest ${url} answered HTTP ${response.status}`);
  return response;
}

/**
 * The shell's MF runtime plugin, layer two of three (retry in the loader, this plugin, an error
 * boundary per outlet). It bounds how long the entry may take and decides, per lifecycle stage,
 * what the runtime gets instead of an exception:
 * - `afterResolve` (the version's mf-manifest.json failed): nothing, so the runtime drops its
 *   cached promise and a retry refetches; the failure then surfaces once more as `onLoad`.
 * - `beforeLoadShare` (a remote could not provide its shared modules): nothing, so the share
 *   resolves from the copy already loaded (`loaded-first`) instead of blocking start-up.
 * - `onLoad` (anything else on the way to the exposed module): a placeholder module the outlet
 *   recognises and renders as the localized fallback with a retry button.
 */
export function createSiteRuntimePlugin(entryTimeoutMs: number): ModuleFederationRuntimePlugin {
  return {
    name: 'site-remote-resilience',
    fetch(url, init, remoteInfo) {
      if (!remoteInfo) return undefined;
      return fetchManifest(url, init, entryTimeoutMs);
    },
    createScript({ remoteInfo }) {
      // Only remote entries get the short budget; lazily loaded chunks keep webpack's 120 s.
      return remoteInfo ? { timeout: entryTimeoutMs } : undefined;
    },
    async errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      const url = args.remote?.entry ?? '';
      const stage = stageOfRuntimeError(args.error);
      return failedModule(new RemoteLoadError(stage, errorMessage(args.error), url));
    },
  };
}
