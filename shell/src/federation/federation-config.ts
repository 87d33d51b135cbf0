/**
 * Loader settings. Defaults follow the issue (an entry that never answers shows the fallback
 * within 10 s); a page can override them before boot through `window.__SITE_FEDERATION__`
 * (the e2e tests shorten the timeout that way instead of waiting the full 10 s).
 */
export interface FederationSettings {
  /** Where the release registry serves the live pointer of every app. */
  releaseManifestUrl: string;
  /** Budget for one remote's entry (mf-manifest.json + remoteEntry.js), retries included. */
  entryTimeoutMs: number;
  /** Extra attempts after a fast failure (404/500/network), before the fallback shows. */
  entryRetries: number;
  /** Pause before retry n is `retryDelayMs * n`. */
  retryDelayMs: number;
  telemetryUrl: string;
}

declare global {
  interface Window {
    __SITE_FEDERATION__?: Partial<FederationSettings>;
  }
}

const DEFAULTS: FederationSettings = {
  releaseManifestUrl: '/releases/manifest.json',
  entryTimeoutMs: 10_000,
  entryRetries: 2,
  retryDelayMs: 300,
  telemetryUrl: '/wps/telemetry/remote-error',
};

export function readFederationSettings(): FederationSettings {
  const overrides = typeof window === 'undefined' ? undefined : window.__SITE_FEDERATION__;
  return { ...DEFAULTS, ...overrides };
}
