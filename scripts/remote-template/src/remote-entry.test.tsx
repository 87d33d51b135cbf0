import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import RemoteRoutes from './remote-entry';

describe('mfe_scaffold routes', () => {
  it('shows the welcome page at /scaffold', async () => {
    render(
      <MemoryRouter initialEntries={['/scaffold']}>
        <RemoteRoutes />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Scaffold' })).toBeInTheDocument();
  });
});
