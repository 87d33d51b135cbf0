import { useEffect, useState, type ComponentType } from 'react';
import { readFederationSettings } from './federation-config';
import {
  EXPOSED_ROUTES,
  loadedRemoteRoutes,
  loadRemoteRoutes,
  remoteModuleArrival,
} from './load-remote-routes';
import { releasedVersion } from './remote-registry';
import { RemoteLoadError, type RemoteFailureStage } from './remote-load-error';
import { reportRemoteError } from './telemetry';

export type RemoteRoutesState =
  | { status: 'loading' }
  | { status: 'ready'; Routes: ComponentType }
  | { status: 'failed'; stage: RemoteFailureStage };

/**
 * Reports a remote's final failure (after retries) with the version that failed; `place` names the
 * slot or overlay that failed (e.g. `slot lottery.panel`) when it was not a route.
 */
export function reportFailure(remote: string, error: unknown, place?: string): void {
  const settings = readFederationSettings();
  const loadError =
    error instanceof RemoteLoadError
      ? error
      : new RemoteLoadError('render', error instanceof Error ? error.message : String(error));
  void releasedVersion(settings, remote).then((version) =>
    reportRemoteError(settings.telemetryUrl, {
      remote,
      version,
      stage: loadError.stage,
      message: place ? `${place}: ${loadError.message}` : loadError.message,
      url: loadError.url || window.location.href,
    }),
  );
}

/**
 * Loads `remote/routes`; changing `attempt` (the retry button) loads again after a failure. The fallback is not the
 * end: the load goes on in the background and the routes replace the fallback when they arrive.
 */
export function useRemoteRoutes(remote: string, attempt: number): RemoteRoutesState {
  const [state, setState] = useState<RemoteRoutesState>(() => {
    const Routes = loadedRemoteRoutes(remote);
    return Routes ? { status: 'ready', Routes } : { status: 'loading' };
  });
  useEffect(() => {
    // Aborted when the box unmounts or retries: it stops waiting and listening (the background retries may end).
    const box = new AbortController();
    const current = () => !box.signal.aborted;
    if (loadedRemoteRoutes(remote)) return;
    setState({ status: 'loading' });
    loadRemoteRoutes(remote, readFederationSettings(), attempt > 0).then(
      (Routes) => current() && setState({ status: 'ready', Routes }),
      (error: unknown) => {
        if (!current()) return;
        reportFailure(remote, error);
        setState({ status: 'failed', stage: error instanceof RemoteLoadError ? error.stage : 'module' });
        void remoteModuleArrival(remote, EXPOSED_ROUTES, box.signal)?.then(
          (Routes) => current() && setState({ status: 'ready', Routes }),
        );
      },
    );
    return () => box.abort();
  }, [remote, attempt]);
  return state;
}
