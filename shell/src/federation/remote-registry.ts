import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { FederationSettings } from './federation-config';
import { fetchReleaseManifest, type ReleaseManifest } from './release-manifest';
import { RemoteLoadError } from './remote-load-error';
import { createSiteRuntimePlugin } from './runtime-plugin';

let pluginRegistered = false;
let manifestLoading: Promise<ReleaseManifest> | null = null;

/**
 * Fetches the live release manifest once per page and registers every remote it lists with the
 * MF runtime. A failed fetch is forgotten so a retry button can fetch it again.
 */
export function ensureRemotesRegistered(settings: FederationSettings): Promise<ReleaseManifest> {
  if (!pluginRegistered) {
    registerPlugins([createSiteRuntimePlugin(settings.attemptTimeoutMs)]);
    pluginRegistered = true;
  }
  manifestLoading ??= fetchReleaseManifest(settings.releaseManifestUrl, settings.attemptTimeoutMs)
    .then((manifest) => {
      registerRemotes(
        Object.entries(manifest.remotes).map(([name, remote]) => ({ name, entry: remote.entry })),
      );
      return manifest;
    })
    .catch((error: unknown) => {
      manifestLoading = null;
      const message = error instanceof Error ? error.message : String(error);
      throw new RemoteLoadError('release-manifest', message, settings.releaseManifestUrl);
    });
  return manifestLoading;
}

/** The live version of `remote`, for telemetry; empty when the manifest is not known yet. */
export async function releasedVersion(settings: FederationSettings, remote: string): Promise<string> {
  try {
    const manifest = await ensureRemotesRegistered(settings);
    return manifest.remotes[remote]?.version ?? '';
  } catch {
    return '';
  }
}
