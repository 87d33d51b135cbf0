import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { RemoteOutlet } from '../federation';
import { backgroundOpen, backgroundOpened } from '../federation/deep-link-gate';
import { NotFoundPage } from '../features/system';
import { remoteForPath } from './route-table';

/** Mounts the remote that owns the current path (its own `<Routes>` takes it from there); unknown → not found. */
export function RemoteRoute() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  // Under a deep-linked overlay the page waits for the overlay first (federation/deep-link-gate.ts).
  const [open, setOpen] = useState(backgroundOpen);
  useEffect(() => {
    if (open) return;
    let current = true;
    void backgroundOpened().then(() => current && setOpen(true));
    return () => {
      current = false;
    };
  }, [open]);
  if (!open) return null;
  return remote ? <RemoteOutlet remote={remote} /> : <NotFoundPage />;
}
