import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, useSessionStore } from '@site/shared';
import type { GameListParams } from '../../../lib/api/get-game-list';
import { VENDORS } from '../../../test-utils/api-fixtures';
import { callsTo, fakeApi, type FakeCall, type FakeHandler } from '@site/shared/testing';
import { ROUTES } from '../../../test-utils/routes';
import { makeGame, renderLobby } from '../../../test-utils/render-lobby';

// Whole-remote renders are slow on a 2-core machine under a parallel run.
jest.setTimeout(30_000);

function page(n: number, count: number, totalPages: number) {
  return {
    games: Array.from({ length: count }, (_, i) => makeGame(n * 100 + i, { supportPlay: i === 0 ? 0 : 1 })),
    totalPages,
  };
}

let routes: Record<string, FakeHandler>;
let calls: FakeCall[];
/** The game-list requests made so far, by their parameters. */
const listCalls = () => callsTo(calls, ROUTES.gameList).map((c) => c.params as unknown as GameListParams);
const lastListCall = () => listCalls().at(-1);
const launches = () => callsTo(calls, ROUTES.launch).map((c) => c.body);

beforeEach(() => {
  useSessionStore.getState().clearSession();
  routes = {
    [ROUTES.vendors]: () => ({
      value: [
        { gameType: 'RNG', vendors: VENDORS },
        { gameType: 'LIVE', vendors: [VENDORS[1]!] },
      ],
    }),
    [ROUTES.gameList]: ({ params }) => ({ value: page(Number(params.pageNo), 3, 2) }),
    [ROUTES.hotGames]: () => ({ value: [makeGame(900)] }),
    [ROUTES.favouriteIds]: () => ({ value: [] }),
  };
  calls = fakeApi(routes);
});

describe('category lobby', () => {
  it('loads page 1 of the category with page size 42 and shows page / totalPages', async () => {
    renderLobby('/rng');
    expect(await screen.findByRole('list', { name: 'Slots games' })).toBeInTheDocument();
    expect(lastListCall()).toEqual(
      expect.objectContaining({ gameType: 'RNG', pageNo: 1, pageSize: 42, gameClassify: '' }),
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
      expect(lastListCall()).toEqual(expect.objectContaining({ vassalage: 'PG', pageNo: 1 })),
    );
    expect(within(strip).getByRole('button', { name: 'PG Soft' })).toHaveAttribute('aria-pressed', 'true');
    const callsBeforeToggleOff = listCalls().length;
    await user.click(within(strip).getByRole('button', { name: 'PG Soft' }));
    expect(within(strip).getByRole('button', { name: 'PG Soft' })).toHaveAttribute('aria-pressed', 'false');
    // Back to the unfiltered page 1, which is still in the query cache: shown without a new request.
    expect(await screen.findByText('1 / 2')).toBeInTheDocument();
    expect(listCalls()).toHaveLength(callsBeforeToggleOff);
  });

  it('shows the classification menu only when more than one classification exists; NEW only on RNG', async () => {
    const user = userEvent.setup();
    renderLobby('/rng');
    const menu = await screen.findByRole('group', { name: 'Classification' });
    await user.click(within(menu).getByRole('button', { name: 'New' }));
    await waitFor(() =>
      expect(lastListCall()).toEqual(expect.objectContaining({ isNew: '1', gameClassify: '' })),
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
    expect(launches()).toHaveLength(0);
    expect(
      within(screen.getByRole('group', { name: 'List' })).getByRole('button', { name: 'All' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('lets a visitor trial-play a free game', async () => {
    const user = userEvent.setup();
    routes[ROUTES.launch] = () => ({ value: { game_url: '/vendor-demo/play?token=t', trial: true } });
    renderLobby('/rng');
    await user.click(await screen.findByRole('button', { name: /^Play Game 100\b/ }));
    expect(launches()).toContainEqual(expect.objectContaining({ gameId: 'PG-RNG-0100', trial: true }));
    expect(await screen.findByTitle('Game Game')).toHaveAttribute('src', '/vendor-demo/play?token=t');
  });

  it("shows the operator's maintenance message instead of the game when the vendor is in maintenance", async () => {
    const user = userEvent.setup();
    routes[ROUTES.launch] = () => ({
      status: 409,
      code: 'GAME_MAINTENANCE',
      message: 'Back at 14:00 UTC',
      value: { vendor: 'PG', maintenanceMessage: 'Back at 14:00 UTC', recommended: [] },
    });
    renderLobby('/rng');
    await user.click(await screen.findByRole('button', { name: /^Play Game 100\b/ }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Back at 14:00 UTC');
    expect(screen.queryByTitle('Game Game')).not.toBeInTheDocument();
  });

  it('warns a trial account (isAgent 4) that a real account is needed', async () => {
    const user = userEvent.setup();
    act(() => useSessionStore.getState().setSession({ token: 'tok', isAgent: 4, account: 'guest' }));
    renderLobby('/rng');
    await user.click(await screen.findByRole('button', { name: /^Play Game 101\b/ }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Please register an account first');
    expect(launches()).toHaveLength(0);
  });

  it('shows the empty state and the error state with retry', async () => {
    const user = userEvent.setup();
    let failed = false;
    routes[ROUTES.gameList] = ({ params }) => {
      if (params.gameName === 'nothing') return { value: { games: [], totalPages: 0 } };
      if (params.gameName === 'lucky' && !failed) {
        failed = true;
        return { status: 503, code: 'UNAVAILABLE' };
      }
      return { value: page(Number(params.pageNo), 3, 2) };
    };
    renderLobby('/rng');
    const box = await screen.findByRole('searchbox', { name: 'Search games' });
    await user.type(box, 'nothing');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No games found')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, '  lucky ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Games could not be loaded');
    expect(lastListCall()).toEqual(expect.objectContaining({ gameName: 'lucky', pageNo: 1 }));
    await user.click(within(screen.getByRole('alert')).getByRole('button'));
    expect(await screen.findByRole('button', { name: /^Play Game 100\b/ })).toBeInTheDocument();
  });

  it('shows a vendor lobby instead of the grid on esports', async () => {
    routes[ROUTES.vendors] = () => ({
      value: [
        { gameType: 'ESPORTS', vendors: [{ ...VENDORS[0]!, vassalage: 'AV', displayName: 'AV Esports' }] },
      ],
    });
    renderLobby('/esports');
    expect(await screen.findByRole('button', { name: /AV Esports/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });
});
