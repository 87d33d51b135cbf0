import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { Toaster } from '@site/shared';
import RemoteRoutes from '../remote-entry';

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="current location">{`${location.pathname}${location.search}`}</output>;
}

/** The whole remote at `path`, with a toaster and a probe showing where the router went. */
export function renderRemote(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RemoteRoutes />
      <Toaster />
      <LocationProbe />
    </MemoryRouter>,
  );
}
