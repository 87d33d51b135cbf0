import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/create-db';
import { notificationsOf } from '../../db/notifications';
import { inCohort } from './cohort';
import { announceLocally, onLocalMove, RELEASE_CHANNEL } from './release-events';
import type { ReleaseCache } from './release-cache';
import { buildManifest, type ReleaseManifest, versionKey } from './release-manifest';
import { findVersion, readPointers, type PointerRow, type VersionRow } from './releases.repository';

export interface LiveState {
  pointers: PointerRow[];
  versions: Map<string, VersionRow>;
  /** The manifest of a browser in no canary cohort, and its exact bytes. */
  live: { text: string; manifest: ReleaseManifest };
  /** Whether any canary runs: then manifests differ per browser and must never be cached across them. */
  canaryRunning: boolean;
}

/** Who is asking: their cohort id, and the version a signed preview link pinned them to. */
export interface Viewer {
  cohortId: string | null;
  preview?: { app: string; version: string } | null;
}

/**
 * This process's view of the registry's pointers. Reloaded when a pointer moves: on NOTIFY from any process (within
 * milliseconds on PostgreSQL) and at once for this process's own moves. Every version it names is written to the
 * local cache BEFORE the new state is served, so a browser never gets a manifest pointing at a file not on disk.
 */
export function createLiveRegistry(db: Db, cache: ReleaseCache, log: FastifyBaseLogger) {
  let state: LiveState | null = null;
  let generation = 0;
  let loaded = -1;
  let inflight: Promise<void> | null = null;

  const load = async (): Promise<LiveState> => {
    const pointers = await readPointers(db);
    const versions = new Map<string, VersionRow>();
    await Promise.all(
      pointers.flatMap((p) =>
        [p.live_version, p.canary_percent > 0 ? p.canary_version : null].map(async (version) => {
          if (!version) return;
          const row = await findVersion(db, p.app, version);
          if (!row || !(await cache.ensure(p.app, version))) return;
          versions.set(versionKey(p.app, version), row);
        }),
      ),
    );
    const manifest = buildManifest(pointers, versions);
    const canaryRunning = pointers.some((p) => p.canary_version && p.canary_percent > 0);
    return { pointers, versions, live: { text: JSON.stringify(manifest), manifest }, canaryRunning };
  };

  // Waits for a load that began after the last move this call knows of — not for a quiet moment: a stream of moves
  // must never starve readers.
  const current = async (): Promise<LiveState> => {
    const wanted = generation;
    while (loaded < wanted || !state) {
      if (!inflight) {
        const target = generation;
        inflight = load()
          .then(
            (next) => {
              state = next;
            },
            (err: unknown) => {
              // The database is away: keep serving what was live, try again on the next move or request.
              if (!state) throw err;
              log.error({ err }, 'release registry: reloading the pointers failed; serving the last known state');
            },
          )
          .then(() => {
            loaded = Math.max(loaded, target);
          })
          .finally(() => {
            inflight = null;
          });
      }
      await inflight;
    }
    return state;
  };

  const moved = () => {
    generation += 1;
    // Load now, not on the next request: the first browser after a move must not wait for the copy to disk.
    current().catch(() => undefined);
  };

  return {
    current,
    /** Resolves when no reload is running (close waits for it: a copy to disk must not outlive the server). */
    async settled(): Promise<void> {
      while (inflight) await inflight.catch(() => undefined);
    },
    /** Starts listening; the returned function stops. */
    async start(): Promise<() => Promise<void>> {
      const stopLocal = onLocalMove(db, moved);
      const stopNotify = await notificationsOf(db).listen(RELEASE_CHANNEL, moved);
      return async () => {
        stopLocal();
        await stopNotify();
      };
    },
    /** The manifest this viewer gets: the canary where their cohort is in, the preview version where pinned. */
    async manifestFor(viewer: Viewer): Promise<{ text: string; manifest: ReleaseManifest; personal: boolean }> {
      const live = await current();
      const preview = viewer.preview ?? null;
      if (!live.canaryRunning && !preview) return { ...live.live, personal: false };
      if (preview) {
        const row = await findVersion(db, preview.app, preview.version);
        if (row && (await cache.ensure(preview.app, preview.version))) live.versions.set(versionKey(preview.app, preview.version), row);
      }
      const pick = (p: PointerRow) => {
        if (preview && p.app === preview.app && live.versions.has(versionKey(p.app, preview.version))) return preview.version;
        if (p.canary_version && viewer.cohortId && inCohort(viewer.cohortId, p.app, p.canary_percent)) return p.canary_version;
        return p.live_version;
      };
      const manifest = buildManifest(live.pointers, live.versions, pick);
      const pinned = preview && live.versions.has(versionKey(preview.app, preview.version));
      if (pinned) manifest.preview = { app: preview.app, version: preview.version };
      return { text: JSON.stringify(manifest), manifest, personal: true };
    },
  };
}

export type LiveRegistry = ReturnType<typeof createLiveRegistry>;
export { announceLocally };
