import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@site/shared';
import * as api from '../../../lib/api';
import { makeGame, renderLobby } from '../../../test-utils/render-lobby';

jest.mock('../../../lib/api');
const mocked = jest.mocked(api);
jest.setTimeout(30_000);

beforeEach(() => {
  jest.clearAllMocks();
  useSessionStore.getState().clearSession();
});

describe('collection pages (/hot, /providers, /fav)', () => {
  it('/hot lists the hot games of every type from one request', async () => {
    mocked.fetchHotGames.mockResolvedValue([makeGame(1), makeGame(2)]);
    renderLobby('/hot');
    const page = await screen.findByRole('region', { name: 'Hot games' });
    expect(await within(page).findByRole('button', { name: /^Play Game 2\b/ })).toBeInTheDocument();
    expect(mocked.fetchHotGames).toHaveBeenCalledTimes(1);
    expect(mocked.fetchHotGames.mock.calls[0]?.slice(0, 2)).toEqual(['', '']);
  });

  it("/providers shows a failed load with a retry that asks again, then the vendor's games", async () => {
    mocked.fetchGameList
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue({ games: [makeGame(7, { vassalage: 'PG' })], totalPages: 1 });
    const user = userEvent.setup();
    renderLobby('/providers?vassalage=PG');
    expect(await screen.findByText('Games could not be loaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /^Play Game 7\b/ })).toBeInTheDocument();
    expect(mocked.fetchGameList).toHaveBeenCalledTimes(2);
    expect(mocked.fetchGameList.mock.calls[1]?.[0]).toMatchObject({
      vassalage: 'PG',
      gameType: '',
      pageNo: 1,
    });
  });

  it('/fav asks a visitor to log in and fetches nothing', async () => {
    renderLobby('/fav');
    expect(await screen.findByText('You are not logged in, please login')).toBeInTheDocument();
    expect(mocked.fetchFavourites).not.toHaveBeenCalled();
  });
});
