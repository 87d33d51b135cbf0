import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, useSessionStore } from '@site/shared';
import { BALANCE, LAUNCH_RESULT } from '../../../test-utils/api-fixtures';
import { callsTo, fakeApi, type FakeCall } from '@site/shared/testing';
import { ROUTES } from '../../../test-utils/routes';
import { renderLobby } from '../../../test-utils/render-lobby';

// Whole-remote renders are slow on a 2-core machine under a parallel run.
jest.setTimeout(30_000);

let calls: FakeCall[];
beforeEach(() => {
  calls = fakeApi({
    [ROUTES.launch]: () => ({ value: LAUNCH_RESULT }),
    [ROUTES.balance]: () => ({ value: BALANCE }),
  });
  act(() => useSessionStore.getState().setSession({ token: 'tok', isAgent: 0, account: 'demo' }));
});

describe('/game page', () => {
  it('launches from gameId on a reload and shows the vendor page in an iframe', async () => {
    renderLobby('/game?gameId=PG-RNG-0002');
    expect(await screen.findByTitle('Game Game')).toHaveAttribute('src', '/vendor-demo/play?token=abc');
    expect(callsTo(calls, ROUTES.launch).map((c) => c.body)).toContainEqual(
      expect.objectContaining({ gameId: 'PG-RNG-0002', trial: false }),
    );
  });

  it("re-fetches the balance when the game posts a round's balance, and tells the header over the bus", async () => {
    const seen: unknown[] = [];
    const off = on('wallet:balance-changed', (p) => seen.push(p));
    renderLobby('/game?gameId=PG-RNG-0002');
    await screen.findByTitle('Game Game');
    seen.length = 0;
    await act(async () => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'wallet:balance', balance: 1 },
          origin: 'https://evil.example',
        }),
      );
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'wallet:balance', balance: 42.5 },
          origin: window.location.origin,
        }),
      );
      await Promise.resolve();
    });
    off();
    expect(callsTo(calls, ROUTES.balance)).toHaveLength(1);
    expect(seen).toEqual([{ sumBalance: 42.5, currency: 'PHP' }]);
  });

  it("opens a tile's launch URL without launching again, and drops it from the history entry so a reload relaunches", async () => {
    renderLobby({
      pathname: '/game',
      search: '?gameId=PG-RNG-0002',
      state: { url: '/vendor-demo/play?token=from-tile' },
    });
    expect(await screen.findByTitle('Game Game')).toHaveAttribute('src', '/vendor-demo/play?token=from-tile');
    const location = screen.getByRole('status', { name: 'current location' });
    expect(location).toHaveTextContent('/game?gameId=PG-RNG-0002');
    await waitFor(() => expect(location).toHaveAttribute('data-has-state', 'no'));
    expect(screen.getByTitle('Game Game')).toHaveAttribute('src', '/vendor-demo/play?token=from-tile');
    expect(callsTo(calls, ROUTES.launch)).toHaveLength(0);
  });

  it("titles the page with the game's name, never its id, and offers the way back to the lobby", async () => {
    const url = '/vendor-demo/play?ticket=t&game=PG-RNG-0002&name=Lucky+Fortune';
    renderLobby({ pathname: '/game', search: '?gameId=PG-RNG-0002', state: { url } });
    expect(await screen.findByRole('heading', { name: 'Lucky Fortune' })).toBeInTheDocument();
    expect(screen.getByTitle('Game Lucky Fortune')).toHaveAttribute('src', url);
    expect(screen.getByRole('heading', { name: 'Lucky Fortune' }).closest('section')).not.toHaveTextContent(
      /PG-RNG/,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Lobby' }));
    expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent(/^\/$/);
  });

  it('shows an error when no game is chosen', () => {
    renderLobby('/game');
    expect(screen.getByRole('alert')).toHaveTextContent('No game selected');
  });
});
