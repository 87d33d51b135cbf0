import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import RemoteRoutes from './remote-entry';
import { fakeApi, pending } from '@site/shared/testing';
import { ROUTES } from './test-utils/routes';

// Every call stays pending: these tests only check which page each route mounts.
beforeEach(() => {
  fakeApi(Object.fromEntries(Object.values(ROUTES).map((route) => [route, pending])));
});

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RemoteRoutes />
    </MemoryRouter>,
  );
}

describe('mfe_lobby routes', () => {
  it('renders a localized lobby page for /rng inside the remote root', () => {
    const { container } = renderAt('/rng');
    expect(screen.getByRole('heading', { name: 'Slots' })).toBeInTheDocument();
    expect(container.querySelector('[data-remote-root="mfe_lobby"]')).not.toBeNull();
  });

  it('renders the page of /seamless', () => {
    renderAt('/seamless');
    expect(screen.getByRole('alert')).toHaveTextContent('No game selected');
  });
});
