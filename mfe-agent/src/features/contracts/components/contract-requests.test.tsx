import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { SiteQueryProvider, useSessionStore } from '@site/shared';
import { i18n } from '../../../app/i18n';
import { fakeApi } from '../../../test-utils/fake-api';
import { ContractPage } from './contract-page';

const request = (id: number, member: string, upline: string, note: string | null = null) => ({
  id,
  kind: 'HOURLY_SALARY',
  memberAccount: member,
  uplineAccount: upline,
  note,
  state: 'open',
  contractId: null,
  createdAt: '2026-11-24T08:00:00.000Z',
  closedAt: null,
});
const downlines = {
  'GET /wps/agent/team/downlines': () => ({
    value: {
      items: [
        {
          account: 'agent3',
          nickname: '',
          type: 2,
          isAgent: true,
          uplineAccount: 'agent2',
          depth: 1,
          directCount: 0,
          status: 'idle',
          balanceMinor: 0,
          createdAt: '2026-11-01T00:00:00.000Z',
          lastLoginAt: null,
          contracts: [],
        },
      ],
      total: 1,
      page: 1,
      pageSize: 100,
    },
  }),
};

const renderPage = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <SiteQueryProvider>
        <ContractPage kind="HOURLY_SALARY" />
      </SiteQueryProvider>
    </I18nextProvider>,
  );

describe('contract requests', () => {
  beforeEach(() => useSessionStore.getState().setSession({ account: 'agent2' }));

  it('asks my upline with a note of at most 140 characters, and then shows the request as waiting', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    fakeApi({
      'GET /wps/agent/contracts': () => ({ value: [] }),
      'GET /wps/agent/contract-requests': () => ({
        value: { sent: sent.length ? [request(7, 'agent2', 'agent1', 'please')] : [], received: [] },
      }),
      'POST /wps/agent/contract-requests': (c) => {
        sent.push(JSON.parse(c.data as string));
        return { value: request(7, 'agent2', 'agent1', 'please') };
      },
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Ask my upline for a contract' }));
    const note = screen.getByLabelText('Note (optional)');
    await user.type(note, 'x'.repeat(141));
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('A note has at most 140 characters.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(note);
    await user.type(note, 'please');
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(sent).toEqual([{ kind: 'HOURLY_SALARY', note: 'please' }]));
    expect(await screen.findByText(/You asked agent1 for this contract on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask my upline for a contract' })).toBeNull();
  });

  it('shows the words of a refusal (a top agent has no upline)', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /wps/agent/contracts': () => ({ value: [] }),
      'GET /wps/agent/contract-requests': () => ({ value: { sent: [], received: [] } }),
      'POST /wps/agent/contract-requests': () => ({
        status: 409,
        code: 'CONTRACT_REQUEST_NO_UPLINE',
        value: null,
      }),
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Ask my upline for a contract' }));
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('You have no upline to ask for a contract')).toBeInTheDocument();
  });

  it("lists my downlines' requests: an offer starts for that downline, dismiss closes one", async () => {
    const user = userEvent.setup();
    let open = [request(3, 'agent3', 'agent2', 'need hourly')];
    const dismissed: string[] = [];
    fakeApi({
      ...downlines,
      'GET /wps/agent/contracts': () => ({ value: [] }),
      'GET /wps/agent/contract-requests': () => ({ value: { sent: [], received: open } }),
      'GET /wps/agent/contract-requests/history': () => ({
        value: {
          items: dismissed.length
            ? [
                {
                  ...request(3, 'agent3', 'agent2', 'need hourly'),
                  state: 'dismissed',
                  direction: 'received',
                  closedAt: '2026-11-24T09:00:00.000Z',
                },
              ]
            : [],
          total: dismissed.length,
          page: 1,
          pageSize: 10,
        },
      }),
      'POST /wps/agent/contract-requests/3/dismiss': (c) => {
        dismissed.push(c.url!);
        open = [];
        return { value: { ...request(3, 'agent3', 'agent2'), state: 'dismissed' } };
      },
    });
    renderPage();
    const section = await screen.findByRole('region', { name: 'Requests from my downlines' });
    expect(within(section).getByText('agent3 asks for this contract')).toBeInTheDocument();
    expect(within(section).getByText('need hourly')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Make an offer' }));
    const select = await screen.findByLabelText(/Direct downline/);
    expect((select as HTMLSelectElement).value).toBe('agent3');
    await waitFor(() => expect(screen.getByLabelText('Rate (%)')).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(within(section).getByRole('button', { name: 'Dismiss the request from agent3' }));
    await waitFor(() => expect(dismissed).toEqual(['/wps/agent/contract-requests/3/dismiss']));
    expect(await screen.findByText('No downline is asking for this contract.')).toBeInTheDocument();
    // The dismissed request moves to the history.
    const history = screen.getByRole('region', { name: 'Closed requests' });
    expect(await within(history).findByText('agent3 asked you')).toBeInTheDocument();
    expect(within(history).getByText('Dismissed')).toBeInTheDocument();
  });

  it('shows the closed requests of this kind on both sides, with what became of each, a page at a time', async () => {
    const user = userEvent.setup();
    const asked: unknown[] = [];
    const closed = (id: number, direction: 'sent' | 'received', state: 'dismissed' | 'answered') => ({
      ...request(id, direction === 'sent' ? 'agent2' : 'agent3', direction === 'sent' ? 'agent1' : 'agent2'),
      note: id === 1 ? 'hourly, please' : null,
      state,
      direction,
      contractId: state === 'answered' ? 40 + id : null,
      closedAt: '2026-11-24T10:00:00.000Z',
    });
    fakeApi({
      'GET /wps/agent/contracts': () => ({ value: [] }),
      'GET /wps/agent/contract-requests': () => ({ value: { sent: [], received: [] } }),
      'GET /wps/agent/contract-requests/history': (c) => {
        asked.push(c.params);
        const page = (c.params as { page: number }).page;
        return {
          value: {
            items:
              page === 1
                ? [closed(1, 'sent', 'answered'), closed(2, 'received', 'dismissed')]
                : [closed(3, 'received', 'answered')],
            total: 11,
            page,
            pageSize: 10,
          },
        };
      },
    });
    renderPage();
    const history = await screen.findByRole('region', { name: 'Closed requests' });
    expect(await within(history).findByText('You asked agent1')).toBeInTheDocument();
    expect(within(history).getByText('Answered with an offer')).toBeInTheDocument();
    expect(within(history).getByText('hourly, please')).toBeInTheDocument();
    expect(within(history).getByText('agent3 asked you')).toBeInTheDocument();
    expect(within(history).getByText('Dismissed')).toBeInTheDocument();
    expect(within(history).getAllByText(/^Closed on /)).toHaveLength(2);
    expect(asked[0]).toEqual({ kind: 'HOURLY_SALARY', page: 1, pageSize: 10 });

    await user.click(within(history).getByRole('button', { name: /next/i }));
    await waitFor(() => expect(within(history).queryByText('You asked agent1')).toBeNull());
    expect(within(history).getByText('agent3 asked you')).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ kind: 'HOURLY_SALARY', page: 2, pageSize: 10 });
  });

  it('says when there is no closed request, and when they cannot be loaded', async () => {
    fakeApi({
      'GET /wps/agent/contracts': () => ({ value: [] }),
      'GET /wps/agent/contract-requests': () => ({ value: { sent: [], received: [] } }),
      'GET /wps/agent/contract-requests/history': () => ({
        value: { items: [], total: 0, page: 1, pageSize: 10 },
      }),
    });
    const { unmount } = renderPage();
    expect(await screen.findByText('No closed requests of this kind yet.')).toBeInTheDocument();
    unmount();
    fakeApi({
      'GET /wps/agent/contracts': () => ({ value: [] }),
      'GET /wps/agent/contract-requests': () => ({ value: { sent: [], received: [] } }),
      'GET /wps/agent/contract-requests/history': () => ({
        status: 500,
        code: 'INTERNAL_ERROR',
        value: null,
      }),
    });
    renderPage();
    expect(await screen.findByText('The closed requests could not be loaded.')).toBeInTheDocument();
  });

  it('says when the requests cannot be loaded', async () => {
    fakeApi({
      'GET /wps/agent/contracts': () => ({ value: [] }),
      'GET /wps/agent/contract-requests': () => ({ status: 500, code: 'INTERNAL_ERROR', value: null }),
    });
    renderPage();
    expect(await screen.findByText('The contract requests could not be loaded.')).toBeInTheDocument();
  });
});
