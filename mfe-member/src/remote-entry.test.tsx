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

describe('mfe_member routes', () => {
  it('renders a localized page for /member', () => {
    renderAt('/member');
    expect(screen.getByRole('heading', { name: 'Member centre' })).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
  });

  it('renders the page of /member', () => {
    renderAt('/member');
    expect(screen.getByRole('heading', { name: 'Member centre' })).toBeInTheDocument();
  });
});
