import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import RemoteRoutes from './remote-entry';
import * as api from './lib/api';

jest.mock('./lib/api');

// Every call stays pending: these tests only check which page each route mounts.
beforeEach(() => {
  for (const fn of Object.values(jest.mocked(api))) {
    if (jest.isMockFunction(fn)) (fn as jest.Mock).mockReturnValue(new Promise(() => undefined));
  }
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
