import { useLocation } from 'react-router-dom';
import { RemoteOutlet } from '../federation';
import { remoteForPath } from './route-table';

/** Mounts the remote that owns the current path; the remote's own `<Routes>` takes it from there. */
export function RemoteRoute() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  if (!remote) {
    return (
      <main>
        <h1>Page not found</h1>
      </main>
    );
  }
  return (
    <main>
      <RemoteOutlet remote={remote} />
    </main>
  );
}
