import { useLocation } from 'react-router-dom';
import { RemoteOutlet } from '../federation';
import { NotFoundPage } from '../features/system';
import { remoteForPath } from './route-table';

/** Mounts the remote that owns the current path (its own `<Routes>` takes it from there); unknown → not found. */
export function RemoteRoute() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  return remote ? <RemoteOutlet remote={remote} /> : <NotFoundPage />;
}
