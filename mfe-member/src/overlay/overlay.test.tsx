import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEMBER_PAGES, provideSlotHost, type SlotHost } from '@site/shared';
import MemberOverlay from './overlay';
import { fakeApi } from '../test-utils/fake-api';

const renderPage = (page: (typeof MEMBER_PAGES)[number]) =>
  render(<MemberOverlay page={page} params={{}} close={() => undefined} navigate={() => undefined} />);

describe('mfe_member overlay', () => {
  // Pages built on the API fetch on mount: answer them without a network.
  beforeEach(() => void fakeApi(() => ({ status: 503, code: 'MAINTENANCE', message: 'offline in tests' })));
  afterEach(() => provideSlotHost(null));

  // Pages filled by a promotions widget take the widget's own heading (one heading per page).
  const WIDGET_PAGES = ['rewardCenter', 'bonusDetails', 'missionLeaderboard'];
  it.each(MEMBER_PAGES.filter((p) => !WIDGET_PAGES.includes(p)))(
    'renders a localized title for page %s',
    (page) => {
      renderPage(page);
      expect(screen.getByRole('heading', { level: 2 }).textContent).not.toContain('overlay.pages');
    },
  );

  it.each(WIDGET_PAGES)('leaves the heading of page %s to its widget', (page) => {
    provideSlotHost(({ name }) => <h2>{name}</h2>);
    renderPage(page as (typeof MEMBER_PAGES)[number]);
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });

  it('shows the promotions widget by slot name on the reward centre page', () => {
    const host: SlotHost = ({ name }) => <div data-testid="slot">{name}</div>;
    provideSlotHost(host);
    renderPage('rewardCenter');
    expect(screen.getByTestId('slot')).toHaveTextContent('promotions.reward-center');
  });

  it('opens on the menu: every page of the member centre one tap away, money first', async () => {
    const navigate = jest.fn();
    render(<MemberOverlay page="memberCentre" params={{}} close={() => undefined} navigate={navigate} />);
    const menu = screen.getByRole('navigation', { name: 'Member centre pages' });
    const tiles = within(menu).getAllByRole('button');
    expect(tiles.slice(0, 2).map((b) => b.textContent)).toEqual(['Deposit', 'Withdraw']);
    // Every page but the menu itself has a tile (the account record three: all, deposits, withdrawals).
    expect(tiles).toHaveLength(MEMBER_PAGES.length - 1 + 2);
    await userEvent.setup().click(within(menu).getByRole('button', { name: 'Withdraw record' }));
    expect(navigate).toHaveBeenCalledWith('transactionHistory', { type: 'withdraw' });
  });

  it('leads back to the menu from every other page', async () => {
    const navigate = jest.fn();
    render(<MemberOverlay page="vipRank" params={{}} close={() => undefined} navigate={navigate} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'All member pages' }));
    expect(navigate).toHaveBeenCalledWith('memberCentre');
  });
});
