import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { SiteQueryProvider } from '@site/shared';
import { i18n } from '../../../app/i18n';
import { fakeApi } from '../../../test-utils/fake-api';
import { TeamBetting } from './team-betting';

const bet = (id: number, memberAccount: string) => ({
  id,
  memberAccount,
  vendor: 'DEMO',
  vendorName: 'Demo Gaming',
  gameId: 'PG-RNG-0002',
  gameName: 'Lucky Fortune',
  gameType: 'RNG',
  betMinor: 12_345,
  validBetMinor: 12_000,
  winMinor: 5_000,
  status: 'settled',
  createdAt: '2026-11-25T10:00:00.000Z',
});

const vendor = (vassalage: string, displayName: string) => ({
  vassalage,
  accountTypeName: vassalage,
  displayName,
  maintenance: false,
  isGame: '1',
  gameClassify: [],
});
const VENDORS = [
  { gameType: 'RNG', vendors: [vendor('DEMO', 'Demo Gaming')] },
  { gameType: 'LIVE', vendors: [vendor('LIVE1', 'Live One')] },
];

const renderPage = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <SiteQueryProvider>
        <TeamBetting />
      </SiteQueryProvider>
    </I18nextProvider>,
  );

describe('team betting', () => {
  it('lists the team bets with totals in 2 decimals, and sends only the filters that are filled', async () => {
    const user = userEvent.setup();
    const asked: Record<string, unknown>[] = [];
    fakeApi({
      'GET /wps/games/vendors': () => ({ value: VENDORS }),
      'GET /wps/agent/team/bets': (c) => {
        const q = c.params as Record<string, unknown>;
        asked.push(q);
        const items = q.member ? [bet(2, 'player2')] : [bet(1, 'player1'), bet(2, 'player2')];
        return {
          value: {
            items,
            total: items.length,
            page: 1,
            pageSize: 20,
            totals: {
              betMinor: 12_345 * items.length,
              validBetMinor: 12_000 * items.length,
              winMinor: 5_000 * items.length,
            },
          },
        };
      },
    });
    renderPage();
    expect(await screen.findByText('player1')).toBeInTheDocument();
    // Names, not codes: the game, its vendor and the game type in words.
    const table = screen.getByRole('table', { name: 'Team bet records' });
    expect(within(table).getAllByText('Lucky Fortune')).toHaveLength(2);
    expect(within(table).getAllByText('Demo Gaming')).toHaveLength(2);
    expect(within(table).getAllByText('Slots')).toHaveLength(2);
    expect(within(table).queryByText(/^(DEMO|RNG|PG-RNG-0002)$/)).toBeNull();
    expect(screen.getAllByText('123.45').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('246.90')).toBeInTheDocument(); // the bets' total
    expect(asked[0]).not.toHaveProperty('member');
    expect(asked[0]).toMatchObject({ page: 1 });

    await user.type(screen.getByLabelText('Member'), 'player2');
    await user.selectOptions(screen.getByLabelText('Game type'), 'RNG');
    await user.selectOptions(await screen.findByLabelText('Vendor'), 'DEMO');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByText('player1')).toBeNull());
    expect(screen.getByText('player2')).toBeInTheDocument();
    const last = asked[asked.length - 1]!;
    expect(last).toMatchObject({ member: 'player2', gameType: 'RNG', vendor: 'DEMO', page: 1 });
  });

  it('says when there are none, and when they cannot be loaded', async () => {
    fakeApi({
      'GET /wps/agent/team/bets': () => ({
        value: {
          items: [],
          total: 0,
          page: 1,
          pageSize: 20,
          totals: { betMinor: 0, validBetMinor: 0, winMinor: 0 },
        },
      }),
    });
    const { unmount } = renderPage();
    expect(await screen.findByText('No bets in this period.')).toBeInTheDocument();
    unmount();

    fakeApi({ 'GET /wps/agent/team/bets': () => ({ status: 500, code: 'INTERNAL_ERROR', value: null }) });
    renderPage();
    expect(await screen.findByText('The bet records could not be loaded.')).toBeInTheDocument();
  });
});
