import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, useSessionStore } from '@site/shared';
import * as api from '../../../lib/api';
import { VENDORS } from '../../../test-utils/api-fixtures';
import { makeGame, renderLobby } from '../../../test-utils/render-lobby';

jest.mock('../../../lib/api');
const mocked = jest.mocked(api);
// Whole-remote renders are slow on a 2-core machine under a parallel run.
jest.setTimeout(30_000);

function page(n: number, count: number, totalPages: number) {
  return {
    games: Array.from({ length: count }, (_, i) => makeGame(n * 100 + i, { supportPlay: i === 0 ? 0 : 1 })),
    totalPages,
  };
}

beforeEach(() => {
  jest.clearAllMocks();
  useSessionStore.getState().clearSession();
  mocked.fetchVendorMapping.mockResolvedValue([
    { gameType: 'RNG', vendors: VENDORS },
    { gameType: 'LIVE', vendors: [VENDORS[1]!] },
  ]);
  mocked.fetchGameList.mockImplementation(async (p) => page(p.pageNo, 3, 2));
  mocked.fetchHotGames.mockResolvedValue([makeGame(900)]);
  mocked.fetchFavouriteIds.mockResolvedValue([]);
});

describe('category lobby', () => {
  it('loads page 1 of the category with page size 42 and shows page / totalPages', async () => {
    renderLobby('/rng');
    expect(await screen.findByRole('list', { name: 'Slots games' })).toBeInTheDocument();
    expect(mocked.fetchGameList).toHaveBeenLastCalledWith(
      expect.objectContaining({ gameType: 'RNG', pageNo: 1, pageSize: 42, gameClassify: '' }),
      expect.anything(),
    );
    expect(await screen.findByText('1 / 2')).toBeInTheDocument();
  });

  it('load-more appends the next page and disables more on the last page', async () => {
    const user = userEvent.setup();
    renderLobby('/rng');
    await screen.findByText('1 / 2');
    await user.click(screen.getByRole('button', { name: 'More' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Play Game/ })).toHaveLength(6), {
      timeout: 8000,
    });
    expect(screen.getByText('2 / 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More' })).toBeDisabled();
  });

  it('a vendor tile filters, toggles off, and resets page and classification', async () => {
    const user = userEvent.setup();
    renderLobby('/rng');
    const strip = await screen.findByRole('navigation', { name: 'Providers' });
    await user.click(within(strip).getByRole('button', { name: 'PG Soft' }));
    await waitFor(() =>
      expect(mocked.fetchGameList).toHaveBeenLastCalledWith(
        expect.objectContaining({ vassalage: 'PG', pageNo: 1 }),
        expect.anything(),
      ),
    );
    expect(within(strip).getByRole('button', { name: 'PG Soft' })).toHaveAttribute('aria-pressed', 'true');
    const callsBeforeToggleOff = mocked.fetchGameList.mock.calls.length;
    await user.click(within(strip).getByRole('button', { name: 'PG Soft' }));
    expect(within(strip).getByRole('button', { name: 'PG Soft' })).toHaveAttribute('aria-pressed', 'false');
    // Back to the unfiltered page 1, which is still in the query cache: shown without a new request.
    expect(await screen.findByText('1 / 2')).toBeInTheDocument();
    expect(mocked.fetchGameList).toHaveBeenCalledTimes(callsBeforeToggleOff);
  });

  it('shows the classification menu only when more than one classification exists; NEW only on RNG', async () => {
    const user = userEvent.setup();
    renderLobby('/rng');
    const menu = await screen.findByRole('group', { name: 'Classification' });
    await user.click(within(menu).getByRole('button', { name: 'New' }));
    await waitFor(() =>
      expect(mocked.fetchGameList).toHaveBeenLastCalledWith(
        expect.objectContaining({ isNew: '1', gameClassify: '' }),
        expect.anything(),
      ),
    );
    await user.click(
      within(screen.getByRole('navigation', { name: 'Providers' })).getByRole('button', {
        name: 'Pragmatic',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Classification' })).not.toBeInTheDocument(),
    );
  });

  it('has no classification menu on a lobby with a single classification', async () => {
    renderLobby('/live');
    await screen.findByRole('list', { name: 'Live casino games' });
    expect(screen.queryByRole('group', { name: 'Classification' })).not.toBeInTheDocument();
  });

  it('hot lists hot games; tapping hot again returns to all', async () => {
    const user = userEvent.setup();
    renderLobby('/rng');
    await screen.findByText('1 / 2');
    await user.click(screen.getByRole('button', { name: 'Hot' }));
    expect(await screen.findByRole('button', { name: /^Play Game 900\b/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hot' }));
    expect(await screen.findByRole('button', { name: /^Play Game 100\b/ })).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'List' })).getByRole('button', { name: 'All' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks a visitor to log in for favourites, recent and paid games', async () => {
    const user = userEvent.setup();
    const requests: unknown[] = [];
    const off = on('auth:login-requested', (p) => requests.push(p));
    renderLobby('/rng');
    await user.click(await screen.findByRole('button', { name: 'Favourites' }));
    await user.click(screen.getByRole('button', { name: 'Recent' }));
    await user.click(await screen.findByRole('button', { name: /^Play Game 101\b/ }));
    await user.click(screen.getByRole('button', { name: 'Add Game 101 to favourites' }));
    off();
    expect(requests).toHaveLength(4);
    expect(mocked.launchGame).not.toHaveBeenCalled();
    expect(
      within(screen.getByRole('group', { name: 'List' })).getByRole('button', { name: 'All' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('lets a visitor trial-play a free game', async () => {
    const user = userEvent.setup();
    mocked.launchGame.mockResolvedValue({ game_url: '/vendor-demo/play?token=t', trial: true });
    renderLobby('/rng');
    await user.click(await screen.findByRole('button', { name: /^Play Game 100\b/ }));
    expect(mocked.launchGame).toHaveBeenCalledWith(
      expect.objectContaining({ gameId: 'PG-RNG-0100', trial: true }),
    );
    expect(await screen.findByTitle('Game Game')).toHaveAttribute('src', '/vendor-demo/play?token=t');
  });

  it('warns a trial account (isAgent 4) that a real account is needed', async () => {
    const user = userEvent.setup();
    act(() => useSessionStore.getState().setSession({ token: 'tok', isAgent: 4, account: 'guest' }));
    renderLobby('/rng');
    await user.click(await screen.findByRole('button', { name: /^Play Game 101\b/ }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Please register an account first');
    expect(mocked.launchGame).not.toHaveBeenCalled();
  });

  it('shows the empty state and the error state with retry', async () => {
    const user = userEvent.setup();
    let failed = false;
    mocked.fetchGameList.mockImplementation(async (p) => {
      if (p.gameName === 'nothing') return { games: [], totalPages: 0 };
      if (p.gameName === 'lucky' && !failed) {
        failed = true;
        throw new Error('down');
      }
      return page(p.pageNo, 3, 2);
    });
    renderLobby('/rng');
    const box = await screen.findByRole('searchbox', { name: 'Search games' });
    await user.type(box, 'nothing');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No games found')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, '  lucky ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Games could not be loaded');
    expect(mocked.fetchGameList).toHaveBeenLastCalledWith(
      expect.objectContaining({ gameName: 'lucky', pageNo: 1 }),
      expect.anything(),
    );
    await user.click(within(screen.getByRole('alert')).getByRole('button'));
    expect(await screen.findByRole('button', { name: /^Play Game 100\b/ })).toBeInTheDocument();
  });

  it('shows a vendor lobby instead of the grid on esports', async () => {
    mocked.fetchVendorMapping.mockResolvedValue([
      { gameType: 'ESPORTS', vendors: [{ ...VENDORS[0]!, vassalage: 'AV', displayName: 'AV Esports' }] },
    ]);
    renderLobby('/esports');
    expect(await screen.findByRole('button', { name: /AV Esports/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });
});
