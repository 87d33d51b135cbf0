import { render, screen } from '@testing-library/react';
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
});
