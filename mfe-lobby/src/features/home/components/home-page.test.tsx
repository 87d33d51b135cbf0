import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@site/shared';
import type { GameListParams } from '../../../lib/api/get-game-list';
import { HELP_TOPICS, HOME_VENDORS, WHITELABEL_WITH_APPS, WINNERS } from '../../../test-utils/api-fixtures';
import { callsTo, fakeApi, type FakeCall, type FakeHandler } from '@site/shared/testing';
import { ROUTES } from '../../../test-utils/routes';
import { makeGame, renderLobby } from '../../../test-utils/render-lobby';
import type { GameCardProps } from '../../../lib/components/game-card';

// Counts the game cards' renders, keeping their memo rule (the wrapper is memoised with the real comparison).
const mockCardRenders = { count: 0 };
jest.mock('../../../lib/components/game-card', () => {
  const actual = jest.requireActual<typeof import('../../../lib/components/game-card')>(
    '../../../lib/components/game-card',
  );
  const { createElement, memo } = jest.requireActual<typeof import('react')>('react');
  const real = actual.GameCard as unknown as {
    type: React.FC<GameCardProps>;
    compare: (a: GameCardProps, b: GameCardProps) => boolean;
  };
  const Counted = (props: GameCardProps) => {
    mockCardRenders.count += 1;
    return createElement(real.type, props);
  };
  return { ...actual, GameCard: memo(Counted, real.compare) };
});
// Whole-remote renders are slow on a 2-core machine under a parallel run.
jest.setTimeout(30_000);

let routes: Record<string, FakeHandler>;
let calls: FakeCall[];
const lastListCall = () =>
  callsTo(calls, ROUTES.gameList)
    .map((c) => c.params as unknown as GameListParams)
    .at(-1);

beforeEach(() => {
  useSessionStore.getState().clearSession();
  routes = {
    [ROUTES.hotGames]: () => ({ value: [makeGame(1), makeGame(2)] }),
    [ROUTES.gameList]: ({ params }) => {
      const p = params as unknown as GameListParams;
      return {
        value: {
          games: Array.from({ length: p.gameName ? 2 : 3 }, (_, i) =>
            makeGame(Number(p.pageNo) * 100 + i, { gameType: p.gameType || 'RNG' }),
          ),
          totalPages: p.gameName ? 2 : 1,
        },
      };
    },
    [ROUTES.vendors]: () => ({ value: HOME_VENDORS }),
    [ROUTES.winners]: () => ({ value: WINNERS }),
    [ROUTES.whitelabel]: () => ({ value: WHITELABEL_WITH_APPS }),
    [ROUTES.helpCenter]: () => ({ value: HELP_TOPICS }),
    [ROUTES.favouriteIds]: () => ({ value: [] }),
  };
  calls = fakeApi(routes);
});

describe('home', () => {
  it('shows hot slider with a more slide, rows with see more, winners and featured games', async () => {
    renderLobby('/');
    const hot = await screen.findByRole('region', { name: 'Hot games' });
    expect(await within(hot).findByRole('button', { name: /^Play Game 1\b/ })).toBeInTheDocument();
    expect(within(hot).getByRole('link', { name: 'More' })).toHaveAttribute('href', '/hot');
    expect(await screen.findByRole('link', { name: 'See more Slots' })).toHaveAttribute('href', '/rng');
    expect(await screen.findByText('de***o won 12.50 on Demo Paid Slot')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Card games' })).toBeInTheDocument();
    expect(document.querySelector('[data-slot="lottery-panel"]')).not.toBeNull();
  });

  it('help panel shows at most 4 tabs and content click goes to /help', async () => {
    const user = userEvent.setup();
    renderLobby('/');
    const help = await screen.findByRole('region', { name: 'Help' });
    await waitFor(() => expect(within(help).getAllByRole('button')).toHaveLength(4));
    await user.click(within(help).getByText('Answer 1'));
    expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent('/help');
  });

  it('download block switches the 143 px QR between Android and iOS', async () => {
    const user = userEvent.setup();
    renderLobby('/');
    const block = await screen.findByRole('region', { name: 'Download the app' });
    expect(within(block).getByTitle('QR code for Android').closest('svg')).toHaveAttribute('height', '143');
    await user.click(within(block).getByRole('button', { name: 'iOS' }));
    expect(within(block).getByRole('button', { name: 'iOS' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(block).getByTitle('QR code for iOS')).toBeInTheDocument();
  });

  it('search is trimmed, loads page 1 with page size 28, load-more appends, empty search shows home again', async () => {
    const user = userEvent.setup();
    renderLobby('/');
    const box = screen.getByRole('searchbox', { name: 'Search games' });
    await user.type(box, '  dragon  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const results = await screen.findByRole('region', { name: 'Search results' });
    expect(lastListCall()).toEqual(expect.objectContaining({ gameName: 'dragon', pageNo: 1, pageSize: 28 }));
    expect(screen.queryByRole('region', { name: 'Hot games' })).not.toBeInTheDocument();
    await user.click(within(results).getByRole('button', { name: 'More' }));
    await waitFor(
      () => expect(within(results).getAllByRole('button', { name: /^Play Game/ })).toHaveLength(4),
      { timeout: 8000 },
    );
    await user.clear(box);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('region', { name: 'Hot games' })).toBeInTheDocument();
  });

  it('re-renders no game card when a block without cards answers (each block re-renders for its own query)', async () => {
    let answerWinners: (value: typeof WINNERS) => void = () => undefined;
    const winners = new Promise<typeof WINNERS>((resolve) => (answerWinners = resolve));
    routes[ROUTES.winners] = async () => ({ value: await winners });
    renderLobby('/');
    const hot = await screen.findByRole('region', { name: 'Hot games' });
    await within(hot).findByRole('button', { name: /^Play Game 1\b/ });
    await screen.findByRole('link', { name: 'See more Slots' });
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /^Play Game/ }).length).toBeGreaterThanOrEqual(17),
    );
    const before = mockCardRenders.count;
    expect(before).toBeGreaterThan(0);
    answerWinners(WINNERS);
    expect(await screen.findByText('de***o won 12.50 on Demo Paid Slot')).toBeInTheDocument();
    expect(mockCardRenders.count).toBe(before);
  });
});
