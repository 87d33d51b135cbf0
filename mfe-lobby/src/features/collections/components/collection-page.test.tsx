import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@site/shared';
import { callsTo, fakeApi } from '@site/shared/testing';
import { ROUTES } from '../../../test-utils/routes';
import { makeGame, renderLobby } from '../../../test-utils/render-lobby';

jest.setTimeout(30_000);

beforeEach(() => {
  useSessionStore.getState().clearSession();
});

describe('collection pages (/hot, /providers, /fav)', () => {
  it('/hot lists the hot games of every type from one request', async () => {
    const calls = fakeApi({ [ROUTES.hotGames]: () => ({ value: [makeGame(1), makeGame(2)] }) });
    renderLobby('/hot');
    const page = await screen.findByRole('region', { name: 'Hot games' });
    expect(await within(page).findByRole('button', { name: /^Play Game 2\b/ })).toBeInTheDocument();
    expect(callsTo(calls, ROUTES.hotGames)).toHaveLength(1);
    expect(callsTo(calls, ROUTES.hotGames)[0]?.params).toEqual({ gameType: '', vassalage: '' });
  });

  it("/providers shows a failed load with a retry that asks again, then the vendor's games", async () => {
    let failed = false;
    const calls = fakeApi({
      [ROUTES.gameList]: () => {
        if (!failed) {
          failed = true;
          return { status: 503, code: 'UNAVAILABLE' };
        }
        return { value: { games: [makeGame(7, { vassalage: 'PG' })], totalPages: 1 } };
      },
    });
    const user = userEvent.setup();
    renderLobby('/providers?vassalage=PG');
    expect(await screen.findByText('Games could not be loaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /^Play Game 7\b/ })).toBeInTheDocument();
    expect(callsTo(calls, ROUTES.gameList)).toHaveLength(2);
    expect(callsTo(calls, ROUTES.gameList)[1]?.params).toMatchObject({
      vassalage: 'PG',
      gameType: '',
      pageNo: 1,
    });
  });

  it('/fav asks a visitor to log in and fetches nothing', async () => {
    const calls = fakeApi({});
    renderLobby('/fav');
    expect(await screen.findByText('You are not logged in, please login')).toBeInTheDocument();
    expect(callsTo(calls, ROUTES.favourites)).toHaveLength(0);
  });
});
