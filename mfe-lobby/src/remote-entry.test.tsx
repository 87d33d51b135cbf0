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

describe('mfe_lobby routes', () => {
  it('renders a localized page for /', () => {
    renderAt('/');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
  });

  it('renders the page of /seamless', () => {
    renderAt('/seamless');
    expect(screen.getByRole('heading', { name: 'Game' })).toBeInTheDocument();
  });
});
