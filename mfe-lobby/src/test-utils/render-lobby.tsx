import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, type InitialEntry } from 'react-router-dom';
import { getQueryClient } from '@site/shared';
import RemoteRoutes from '../remote-entry';

/** Shows where the router went (and whether the entry carries navigation state), so tests can assert it by role. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output aria-label="current location" data-has-state={location.state == null ? 'no' : 'yes'}>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

export function renderLobby(path: InitialEntry) {
  // One page-wide query cache: each test starts from an empty one, as a fresh page load does.
  getQueryClient().clear();
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RemoteRoutes />
      <LocationProbe />
    </MemoryRouter>,
  );
}

// Fixtures live in api-fixtures.ts, parsed by the shared schemas.
export { makeGame } from './api-fixtures';
