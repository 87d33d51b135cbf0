import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import RemoteRoutes from './remote-entry';
import { mockApi, resetApi } from './test-utils/mock-api';

beforeEach(() => {
  resetApi();
  mockApi({ 'GET /wps/promotions/categories': () => [], 'GET /wps/promotions': () => [] });
});

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RemoteRoutes />
    </MemoryRouter>,
  );
}

describe('mfe_promotions routes', () => {
  it('renders a localized page for /promotions', () => {
    renderAt('/promotions');
    expect(screen.getByRole('heading', { name: 'Promotions' })).toBeInTheDocument();
  });

  // The point mall is its own chunk (React.lazy), so it shows once that chunk has loaded.
  it('renders the page of /pointMall', async () => {
    renderAt('/pointMall');
    expect(await screen.findByRole('heading', { name: 'Points mall' })).toBeInTheDocument();
  });
});
