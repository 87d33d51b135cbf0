/**
 * Loader settings. Defaults follow issue 14 (an entry that never answers shows the fallback with a retry within 5 s of
 * navigation, and keeps being asked for in the background for a while); a page can override them before boot through
 * `window.__SITE_FEDERATION__` (the e2e tests shorten the timeout that way).
 */
export interface FederationSettings {
  /** Where the release registry serves the live pointer of every app. */
  releaseManifestUrl: string;
  /**
   * When the fallback shows if the remote has not arrived, counted from navigation for what the first screen loads
   * (the player has waited since then, shell start-up included) and never sooner than `minEntryWaitMs` after the
   * load began. The load itself goes on in the background and swaps the remote in when it arrives.
   */
  entryTimeoutMs: number;
  minEntryWaitMs: number;
  /**
   * How long a remote that has arrived may wait for its language file before it shows (in English, switching when
   * the file arrives): a slow language file must not hold the remote back like a hung entry.
   */
  languageWaitMs: number;
  /** How long one attempt may hang (mf-manifest.json fetch, remoteEntry.js script) before it is given up and retried. */
  attemptTimeoutMs: number;
  /** First pause between background attempts once the fast retries are spent; doubles up to `maxRetryDelayMs`. */
  backgroundRetryMs: number;
  maxRetryDelayMs: number;
  /**
   * Background attempts after the fast retries before the load gives up (it also gives up as soon as no box waits
   * or listens any more); the next box to mount, or the retry button, then starts a fresh load.
   */
  backgroundRetries: number;
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

/** Where the server publishes the live release manifest (and whose copy it writes into each page). */
export const LIVE_RELEASE_MANIFEST_URL = '/releases/manifest.json';

const DEFAULTS: FederationSettings = {
  releaseManifestUrl: LIVE_RELEASE_MANIFEST_URL,
  // 4 s from navigation leaves a second of room under the 5 s for a slow phone to paint the box.
  entryTimeoutMs: 4_000,
  minEntryWaitMs: 1_500,
  attemptTimeoutMs: 10_000,
  languageWaitMs: 3_000,
  backgroundRetryMs: 2_000,
  maxRetryDelayMs: 30_000,
  // 6 attempts: pauses of 2 + 4 + 8 + 16 + 30 + 30 s after the fast retries, so an entry that fails at once is given
  // up ~1.5 min after the fallback showed, one that hangs every attempt out to attemptTimeoutMs after ~3 min (nine
  // attempts of 10 s on top). A remote still down by then is an outage or a bad release, not a blip; a page left
  // open must not ask for it every 30 s all day, and the box keeps its retry button.
  backgroundRetries: 6,
  entryRetries: 2,
  retryDelayMs: 300,
  telemetryUrl: '/wps/telemetry/remote-error',
};

export function readFederationSettings(): FederationSettings {
  const overrides = typeof window === 'undefined' ? undefined : window.__SITE_FEDERATION__;
  return { ...DEFAULTS, ...overrides };
}
