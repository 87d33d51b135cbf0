import { render, screen, waitFor, within } from '@testing-library/react';
import { AGENT_PAGES } from '@site/shared';
import { NO_CONTRACTS, fakeApi } from '../test-utils/fake-api';
import AgentOverlay from './overlay';

const renderPage = (page: (typeof AGENT_PAGES)[number]) =>
  render(<AgentOverlay page={page} params={{}} close={() => undefined} navigate={() => undefined} />);

describe('mfe_agent overlay', () => {
  beforeEach(() => {
    fakeApi({
      ...NO_CONTRACTS,
      'GET /wps/agent/team/overview': () => ({
        value: {
          from: '2026-11-23',
          to: '2026-11-23',
          teamSize: 6,
          newMembers: 1,
          activeMembers: 4,
          depositsMinor: 123_456,
          withdrawalsMinor: 0,
          validBetMinor: 200_000,
          profitMinor: -90_000,
        },
      }),
    });
  });

  it.each(AGENT_PAGES)('renders a localized title for page %s', (page) => {
    renderPage(page);
    const heading = screen.getAllByRole('heading', { level: 2 })[0]!;
    expect(heading.textContent).not.toBe('');
    expect(heading.textContent).not.toContain('overlay.pages');
  });

  it('shows only the contract pages the consolidated info enables', async () => {
    renderPage('teamOverview');
    const nav = screen.getByRole('navigation', { name: 'Agent centre pages' });
    expect(await within(nav).findByRole('button', { name: 'Daily salary' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Dividend' })).toBeNull();
    expect(within(nav).queryByRole('button', { name: 'Hourly salary' })).toBeNull();
  });

  it('a deep link to a contract page that is not enabled says so', async () => {
    renderPage('dividend');
    expect(
      await screen.findByText('This contract type is not enabled for your account.'),
    ).toBeInTheDocument();
  });

  it('team overview shows the totals with 2 decimals', async () => {
    renderPage('teamOverview');
    await waitFor(() => expect(screen.getByTestId('overview-teamSize')).toHaveTextContent('6'));
    expect(screen.getByTestId('overview-deposits')).toHaveTextContent('1,234.56');
    expect(screen.getByTestId('overview-profit')).toHaveTextContent('900.00');
  });
});
