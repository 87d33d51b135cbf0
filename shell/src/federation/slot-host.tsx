import { useCallback, useState, type CSSProperties } from 'react';
import { SLOTS, useSessionStore, type SlotHost } from '@site/shared';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';
import { SLOT_TABLE } from './slot-table';
import { reportFailure, useRemoteModule } from './use-remote-module';

/**
 * The shell's slot host (provided to `<Slot>` in @site/shared at boot): the route's three failure
 * layers for one widget — bounded load, error boundary with a localized retry, telemetry naming
 * the slot — in a box that keeps the slot's reserved height, so filling in moves nothing.
 */
export const ShellSlotHost: SlotHost = (slot) => {
  const signedIn = useSessionStore((s) => Boolean(s.token));
  if (SLOTS[slot.name].membersOnly && !signedIn) return null;
  return <LoadedSlot {...slot} />;
};

const LoadedSlot: SlotHost = ({ name, props, className }) => {
  const [attempt, setAttempt] = useState(0);
  const { remote, expose } = SLOT_TABLE[name];
  // An owner with no live release is not a failure: the slot simply has nothing to show.
  const state = useRemoteModule<object>(remote, expose, attempt, {
    place: `slot ${name}`,
    absentWhenUnreleased: true,
  });
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const spec = SLOTS[name];
  if (state.status === 'absent') return null;

  let content = null;
  if (state.status === 'failed')
    content = <RemoteFallback remote={remote} stage={state.stage} onRetry={retry} />;
  else if (state.status === 'ready') {
    const { Module: Widget } = state;
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
