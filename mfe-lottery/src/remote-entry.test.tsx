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

describe('mfe_lottery routes', () => {
  it('renders a localized page for /elott', () => {
    renderAt('/elott');
    expect(screen.getByRole('heading', { name: 'E-lottery' })).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
  });

  it('renders the page of /lotteryCenter', () => {
    renderAt('/lotteryCenter');
    expect(screen.getByRole('heading', { name: 'Lottery centre' })).toBeInTheDocument();
  });
});
