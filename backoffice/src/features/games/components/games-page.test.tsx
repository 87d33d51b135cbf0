import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderDesk, staffWith } from '../../../test-utils/fake-api';
import { GamesPage } from './games-page';

const vendor = {
  vendor: 'PG',
  displayName: 'PG Soft',
  categories: ['RNG', 'FISH'],
  games: 120,
  enabled: true,
  maintenance: false,
  maintenanceMessage: null,
};
const game = {
  gameId: 'PG-RNG-0001',
  name: 'Lucky Dragon',
  vendor: 'PG',
  vendorName: 'PG Soft',
  category: 'RNG',
  classify: 'SLOT',
  enabled: true,
  isNew: false,
  hot: true,
  featured: false,
  sortOrder: 3,
  vendorEnabled: true,
  vendorMaintenance: false,
};
const route = (extra?: (url: string, method: string) => { value?: unknown } | undefined) =>
  fakeApi((call) => {
    const answer = extra?.(call.url, call.method);
    if (answer) return answer;
    if (call.url === '/wps/admin/games/vendors') return { value: { items: [vendor] } };
    if (call.url === '/wps/admin/games') return { value: { items: [game], page: 1, pageSize: 25, total: 1 } };
    return undefined;
  });

describe('Games screen', () => {
  it('shows vendors and games by name; a read-only role gets no button', async () => {
    const calls = route();
    renderDesk(<GamesPage />, staffWith('marketing', ['games.read']), '/games?vendor=PG');
    expect(await screen.findByText('Lucky Dragon')).toBeInTheDocument();
    expect(screen.getAllByText('PG Soft').length).toBeGreaterThan(0);
    expect(screen.getByText('Hot')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Start maintenance/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Disable/ })).toBeNull();
    expect(calls.find((c) => c.url === '/wps/admin/games')?.params).toMatchObject({
      vendor: 'PG',
      enabled: 'all',
    });
  });

  it('starts a vendor maintenance with the message players read and the reason the audit keeps', async () => {
    const calls = route((url, method) =>
      url === '/wps/admin/games/vendors/PG' && method === 'PUT'
        ? { value: { ...vendor, maintenance: true, maintenanceMessage: 'Back soon' } }
        : undefined,
    );
    renderDesk(<GamesPage />, staffWith('content', ['games.read', 'games.manage']), '/games');
    await userEvent.click(await screen.findByRole('button', { name: 'Start maintenance of PG Soft' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Message players read/), 'Back soon');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'vendor upgrade');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start maintenance' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        maintenance: true,
        maintenanceMessage: 'Back soon',
        reason: 'vendor upgrade',
      }),
    );
  }, 20_000);

  it('toggles a flag and moves a game without a dialog', async () => {
    const calls = route((url) =>
      url.startsWith('/wps/admin/games/PG-RNG-0001') ? { value: { ...game, featured: true } } : undefined,
    );
    renderDesk(<GamesPage />, staffWith('content', ['games.read', 'games.manage']), '/games');
    const featured = await screen.findByRole('button', { name: 'Featured: Lucky Dragon' });
    expect(featured).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(featured);
    await userEvent.click(screen.getByRole('button', { name: 'Move Lucky Dragon up' }));
    await waitFor(() => {
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ featured: true });
      expect(calls.find((c) => c.url === '/wps/admin/games/PG-RNG-0001/move')?.body).toEqual({
        direction: 'up',
      });
    });
  }, 20_000);
  it('types a game’s place as a number: refuses what is not one, sends sortOrder', async () => {
    const calls = route((url, method) =>
      url === '/wps/admin/games/PG-RNG-0001' && method === 'PUT'
        ? { value: { ...game, sortOrder: 120 } }
        : undefined,
    );
    renderDesk(<GamesPage />, staffWith('content', ['games.read', 'games.manage']), '/games');
    await userEvent.click(await screen.findByRole('button', { name: 'Set place: Lucky Dragon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Place of Lucky Dragon' });
    const field = within(dialog).getByLabelText('Place in RNG (lower comes first)');
    expect(field).toHaveValue('3');
    await userEvent.clear(field);
    await userEvent.type(field, '-4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A whole number from 0 to 1,000,000.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    await userEvent.clear(field);
    await userEvent.type(field, '120');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ sortOrder: 120 }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 20_000);
});
