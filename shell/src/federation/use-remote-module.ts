import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { readFederationSettings } from './federation-config';
import { loadedRemoteModule, loadRemoteModule, remoteModuleArrival } from './load-remote-routes';
import { releasedVersion } from './remote-registry';
import { RemoteLoadError, type RemoteFailureStage } from './remote-load-error';
import { reportRemoteError } from './telemetry';
import { countMount } from './mount-counter';

export type RemoteModuleState<P> =
  | { status: 'loading' }
  /** The owner has no live release (only when asked for with `absentWhenUnreleased`): nothing to show, no failure. */
  | { status: 'absent' }
  | { status: 'ready'; Module: ComponentType<P> }
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
 * Loads `remote/expose` for one box of the shell (a route's outlet, a slot, an overlay); a new `attempt` (the retry
 * button) loads again after a failure. The fallback is not the end: the load goes on in the background and the module
 * replaces the fallback when it arrives. `place` names the box in failure reports.
 */
export function useRemoteModule<P = object>(
  remote: string,
  expose: string,
  attempt: number,
  { place, absentWhenUnreleased = false }: { place?: string; absentWhenUnreleased?: boolean } = {},
): RemoteModuleState<P> {
  const [state, setState] = useState<RemoteModuleState<P>>(() => {
    const Module = loadedRemoteModule<P>(remote, expose);
    return Module ? { status: 'ready', Module } : { status: 'loading' };
  });
  useEffect(() => {
    // Aborted when the box unmounts or retries: it stops waiting and listening (the background retries may end).
    const box = new AbortController();
    const current = () => !box.signal.aborted;
    const cached = loadedRemoteModule<P>(remote, expose);
    if (cached) {
      setState((was) =>
        was.status === 'ready' && was.Module === cached ? was : { status: 'ready', Module: cached },
      );
      return;
    }
    setState({ status: 'loading' });
    // A remote's first render (home's rows, a lobby's grid) is a transition: React slices it instead of running it
    // in one long task that blocks a tap (docs/performance.md "Main thread").
    const show = (Module: ComponentType<P>) => {
      if (!current()) return;
      startTransition(() => setState({ status: 'ready', Module }));
      // A load that arrived is a mount of this version; a render crash after it is reported as a failure.
      const settings = readFederationSettings();
      void releasedVersion(settings, remote).then((version) => countMount(remote, version));
    };
    loadRemoteModule<P>(remote, expose, readFederationSettings(), { retry: attempt > 0 }).then(
      show,
      (error: unknown) => {
        if (!current()) return;
        if (absentWhenUnreleased && error instanceof RemoteLoadError && error.stage === 'not-released') {
          setState({ status: 'absent' });
          return;
        }
        reportFailure(remote, error, place);
        setState({ status: 'failed', stage: error instanceof RemoteLoadError ? error.stage : 'module' });
        void remoteModuleArrival<P>(remote, expose, box.signal)?.then(show);
      },
    );
    return () => box.abort();
  }, [remote, expose, attempt, place, absentWhenUnreleased]);
  return state;
}
