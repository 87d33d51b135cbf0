import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@site/shared';
import { raffleSummarySchema, type RaffleTicket } from '@site/shared/schemas';
import { failBody, mockApi, resetApi } from '../../../test-utils/mock-api';
import RedEnvelope from '../../../widgets/red-envelope';

beforeEach(() => {
  resetApi();
  useSessionStore.getState().clearSession();
});

const COMMIT = 'a'.repeat(64);
const round = {
  id: 7,
  ruleCode: 'RED_ENVELOPE_DAILY',
  title: 'Daily red envelope',
  kind: 'bet_count',
  threshold: 1,
  maxTickets: 3,
  startsAt: '2026-11-25T00:00:00.000Z',
  endsAt: '2026-11-26T00:00:00.000Z',
  seedCommit: COMMIT,
  serverSeed: null,
  prizes: [{ amount: 2.88, weight: 1 }],
};
const ticket = (id: number, prize: number | null = null): RaffleTicket => ({
  id,
  roundId: 7,
  opened: prize !== null,
  prize,
  openedAt: prize === null ? null : '2026-11-25T10:00:00.000Z',
});
const summary = (tickets: RaffleTicket[]) =>
  raffleSummarySchema.parse({
    currency: 'PHP',
    rounds: [round],
    tickets,
    unopened: tickets.filter((t) => !t.opened).length,
  });

const login = (isAgent = 0) => useSessionStore.getState().setSession({ token: 'member-token', isAgent });

describe('red envelope widget', () => {
  it('shows the count, opens a ticket from the keyboard, shows the prize and refreshes the balance', async () => {
    login();
    let opened = false;
    const calls = mockApi({
      'GET /wps/raffle': () => summary(opened ? [ticket(2), ticket(1, 2.88)] : [ticket(2), ticket(1)]),
      'POST /wps/raffle/tickets/1/open': () => {
        opened = true;
        return { replayed: false, ticket: ticket(1, 2.88) };
      },
      'GET /wps/v2/wallets/balance': () => ({ sumBalance: 12, currency: 'PHP' }),
    });
    const user = userEvent.setup();
    render(<RedEnvelope />);
    const fab = await screen.findByRole('button', { name: 'Red envelopes to open: 2' });
    fab.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Red envelopes' });
    expect(within(dialog).getByText(COMMIT)).toBeInTheDocument();
    expect(within(dialog).getByText(/One envelope for every 1 settled bets/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Open an envelope' }));
    expect(await within(dialog).findByText('You won 2.88! It is in your balance now.')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.url === '/wps/v2/wallets/balance')).toBe(true));
    expect(await screen.findByRole('button', { name: 'Red envelopes to open: 1' })).toBeInTheDocument();
    expect(await within(dialog).findByText('Envelope #1')).toBeInTheDocument();
  });

  it.each([true, false])('verifies an opened ticket (round ended: %s)', async (revealed) => {
    login();
    mockApi({
      'GET /wps/raffle': () => summary([ticket(3), ticket(1, 2.88)]),
      'GET /wps/raffle/verify': () =>
        revealed
          ? {
              ticketId: 1,
              memberId: 5,
              roundId: 7,
              serverSeed: 'b'.repeat(64),
              seedCommit: COMMIT,
              commitMatches: true,
              message: '5:1',
              prizes: round.prizes,
              prizeIndex: 0,
              prize: 2.88,
              paid: 2.88,
              matches: true,
            }
          : failBody('RAFFLE_ROUND_NOT_REVEALED', 409),
    });
    const user = userEvent.setup();
    render(<RedEnvelope />);
    await user.click(await screen.findByRole('button', { name: 'Red envelopes to open: 1' }));
    await user.click(await screen.findByRole('button', { name: 'Verify envelope #1' }));
    expect(
      await screen.findByText(
        revealed
          ? 'Verified: the revealed seed matches the commitment and gives 2.88.'
          : 'This round is still running: you can verify once it ends.',
      ),
    ).toBeInTheDocument();
  });

  it('says why an open was refused, by its code', async () => {
    login();
    mockApi({
      'GET /wps/raffle': () => summary([ticket(4)]),
      'POST /wps/raffle/tickets/4/open': () => failBody('RAFFLE_TICKET_NOT_FOUND', 404),
    });
    const user = userEvent.setup();
    render(<RedEnvelope />);
    await user.click(await screen.findByRole('button', { name: 'Red envelopes to open: 1' }));
    await user.click(await screen.findByRole('button', { name: 'Open an envelope' }));
    expect(await screen.findByText('This envelope was not found among yours.')).toBeInTheDocument();
  });

  it('counts claimable tickets, claims them when the member opens the dialog, then opens one', async () => {
    login();
    const calls = mockApi({
      'GET /wps/raffle': () => ({ ...summary([]), claimable: 1 }),
      'POST /wps/raffle/claim': () => summary([ticket(5)]),
      'POST /wps/raffle/tickets/5/open': () => ({ replayed: false, ticket: ticket(5, 2.88) }),
      'GET /wps/v2/wallets/balance': () => ({ sumBalance: 12, currency: 'PHP' }),
    });
    const user = userEvent.setup();
    render(<RedEnvelope />);
    await user.click(await screen.findByRole('button', { name: 'Red envelopes to open: 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Red envelopes' });
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/wps/raffle/claim']);
    await user.click(within(dialog).getByRole('button', { name: 'Open an envelope' }));
    expect(await within(dialog).findByText('You won 2.88! It is in your balance now.')).toBeInTheDocument();
  });

  it('shows nothing to a member without unopened tickets, and the read claims nothing', async () => {
    login();
    const calls = mockApi({ 'GET /wps/raffle': () => summary([ticket(1, 1)]) });
    const { container } = render(<RedEnvelope />);
    await waitFor(() => expect(calls.some((c) => c.url === '/wps/raffle')).toBe(true));
    expect(container).toBeEmptyDOMElement();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows nothing and fetches nothing for a visitor or a trial account', () => {
    const calls = mockApi({});
    const { container, unmount } = render(<RedEnvelope />);
    expect(container).toBeEmptyDOMElement();
    unmount();
    login(4);
    const trial = render(<RedEnvelope />);
    expect(trial.container).toBeEmptyDOMElement();
    expect(calls).toHaveLength(0);
  });
});
