import { useCallback, useEffect, useState, type ComponentType, type CSSProperties } from 'react';
import { SLOTS, type SlotHost, type SlotName } from '@site/shared';
import { readFederationSettings } from './federation-config';
import { loadedRemoteModule, loadRemoteModule, remoteModuleArrival } from './load-remote-routes';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';
import { RemoteLoadError, type RemoteFailureStage } from './remote-load-error';
import { SLOT_TABLE } from './slot-table';
import { reportFailure } from './use-remote-routes';

type WidgetState =
  | { status: 'loading' }
  | { status: 'absent' }
  | { status: 'ready'; Widget: ComponentType<object> }
  | { status: 'failed'; stage: RemoteFailureStage };

function useSlotWidget(name: SlotName, attempt: number): WidgetState {
  const { remote, expose } = SLOT_TABLE[name];
  const [state, setState] = useState<WidgetState>(() => {
    const Widget = loadedRemoteModule<object>(remote, expose);
    return Widget ? { status: 'ready', Widget } : { status: 'loading' };
  });
  useEffect(() => {
    // Aborted when the box unmounts or retries: it stops waiting and listening (the background retries may end).
    const box = new AbortController();
    const current = () => !box.signal.aborted;
    if (loadedRemoteModule(remote, expose)) return;
    setState({ status: 'loading' });
    loadRemoteModule<object>(remote, expose, readFederationSettings(), { retry: attempt > 0 }).then(
      (Widget) => current() && setState({ status: 'ready', Widget }),
      (error: unknown) => {
        if (!current()) return;
        // An owner with no live release is not a failure: the slot simply has nothing to show.
        if (error instanceof RemoteLoadError && error.stage === 'not-released') {
          setState({ status: 'absent' });
          return;
        }
        reportFailure(remote, error, `slot ${name}`);
        setState({ status: 'failed', stage: error instanceof RemoteLoadError ? error.stage : 'module' });
        // The owner keeps being asked for in the background; its widget replaces the fallback when it arrives.
        void remoteModuleArrival<object>(remote, expose, box.signal)?.then(
          (Widget) => current() && setState({ status: 'ready', Widget }),
        );
      },
    );
    return () => box.abort();
  }, [name, remote, expose, attempt]);
  return state;
}

/**
 * The shell's slot host (provided to `<Slot>` in @site/shared at boot): the route's three failure
 * layers for one widget — bounded load, error boundary with a localized retry, telemetry naming
 * the slot — in a box that keeps the slot's reserved height, so filling in moves nothing.
 */
export const ShellSlotHost: SlotHost = ({ name, props, className }) => {
  const [attempt, setAttempt] = useState(0);
  const state = useSlotWidget(name, attempt);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const spec = SLOTS[name];
  const { remote } = SLOT_TABLE[name];
  if (state.status === 'absent') return null;

  let content = null;
  if (state.status === 'failed')
    content = <RemoteFallback remote={remote} stage={state.stage} onRetry={retry} />;
  else if (state.status === 'ready') {
    const { Widget } = state;
    content = (
      <RemoteErrorBoundary
        key={attempt}
        onError={(error) => reportFailure(remote, error, `slot ${name}`)}
        fallback={(reset) => <RemoteFallback remote={remote} stage="render" onRetry={reset} />}
      >
        <Widget {...props} />
      </RemoteErrorBoundary>
    );
  }
  // Floating layers take no room; boxes reserve their height from the first frame.
  const style: CSSProperties | undefined = spec.floating ? undefined : { minHeight: spec.reserve };
  return (
    <div
      className={['slot-box', className].filter(Boolean).join(' ')}
      style={style}
      data-slot-box={name}
      data-slot-status={state.status}
      aria-busy={state.status === 'loading' || undefined}
    >
      {content}
    </div>
  );
};
