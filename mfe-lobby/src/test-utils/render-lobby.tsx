import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import RemoteRoutes from '../remote-entry';

/** Shows where the router went, so tests can assert navigation by role. */
function LocationProbe() {
  const location = useLocation();
  return <output aria-label="current location">{`${location.pathname}${location.search}`}</output>;
}

export function renderLobby(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RemoteRoutes />
      <LocationProbe />
    </MemoryRouter>,
  );
}

// Fixtures live in api-fixtures.ts, parsed by the shared schemas.
export { makeGame } from './api-fixtures';
