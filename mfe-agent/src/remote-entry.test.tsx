import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import RemoteRoutes from './remote-entry';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RemoteRoutes />
      <Where />
    </MemoryRouter>,
  );
}

describe('mfe_agent routes', () => {
  it('sends /agent to the team overview page of the agent centre overlay', () => {
    renderAt('/agent');
    expect(screen.getByTestId('where')).toHaveTextContent('/agent/teamOverview');
  });
});
