import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import RemoteRoutes from './remote-entry';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RemoteRoutes />
    </MemoryRouter>,
  );
}

describe('mfe_agent routes', () => {
  it('renders a localized page for /agent', () => {
    renderAt('/agent');
    expect(screen.getByRole('heading', { name: 'Agent centre' })).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
  });

  it('renders the page of /agent', () => {
    renderAt('/agent');
    expect(screen.getByRole('heading', { name: 'Agent centre' })).toBeInTheDocument();
  });
});
