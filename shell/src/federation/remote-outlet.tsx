import { useCallback, useState } from 'react';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback, RemoteLoading } from './remote-fallback';
import { clearThrowRequest, ThrowIfRequested } from './throw-test-hook';
import { EXPOSED_ROUTES } from './load-remote-routes';
import { reportFailure, useRemoteModule } from './use-remote-module';

export interface RemoteOutletProps {
  /** MF remote name from the route table, e.g. `mfe_lobby`. */
  remote: string;
}

/**
 * Mounts a remote's exposed routes in its own box: loading state, then the remote; a fallback
 * with a retry button when it cannot load or throws. Nothing here can break the shell around it.
 */
export function RemoteOutlet({ remote }: RemoteOutletProps) {
  // A fresh box per remote: switching remotes must not render the previous remote's routes for
  // a frame, nor carry its retry count over.
  return <RemoteBox key={remote} remote={remote} />;
}

function RemoteBox({ remote }: RemoteOutletProps) {
  const [attempt, setAttempt] = useState(0);
  const state = useRemoteModule(remote, EXPOSED_ROUTES, attempt);
  const retryLoad = useCallback(() => setAttempt((n) => n + 1), []);

  let content;
  // 'absent' is never the answer for routes (only slots ask for it): it shows as loading would.
  if (state.status === 'loading' || state.status === 'absent') content = <RemoteLoading remote={remote} />;
  else if (state.status === 'failed') {
    content = <RemoteFallback remote={remote} stage={state.stage} onRetry={retryLoad} />;
  } else {
    const { Module: Routes } = state;
    content = (
      <RemoteErrorBoundary
        key={`${remote}:${attempt}`}
        onError={(error) => reportFailure(remote, error)}
        fallback={(reset) => (
          <RemoteFallback
            remote={remote}
            stage="render"
            onRetry={() => {
              if (process.env.SITE_TEST_HOOKS === '1') clearThrowRequest(remote);
              reset();
            }}
          />
        )}
      >
        {/* Test builds only (SITE_TEST_HOOKS=1 at build time): production bundles drop this branch. */}
        {process.env.SITE_TEST_HOOKS === '1' ? <ThrowIfRequested remote={remote} /> : null}
        <Routes />
      </RemoteErrorBoundary>
    );
  }
  return (
    <div className="remote-outlet" data-remote-outlet={remote}>
      {content}
    </div>
  );
}
