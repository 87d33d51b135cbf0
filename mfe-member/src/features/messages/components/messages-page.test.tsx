import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithQuery } from '../../../test-utils/fake-api';
import { MessagesPage } from './messages-page';

describe('messages page', () => {
  it('shows translated messages with the unread count, marks read and deletes', async () => {
    const calls = fakeApi(({ method, url }) => {
      if (url === '/wps/v2/messages')
        return {
          value: {
            items: [
              {
                id: 2,
                kind: 'withdrawal.rejected',
                params: { orderId: 5, amount: 400, currency: 'PHP', reason: 'Name mismatch' },
                title: null,
                body: null,
                read: false,
                createdAt: '2026-11-23T10:00:00.000Z',
              },
              {
                id: 3,
                kind: 'agent.transfer.received',
                params: { from: 'agent3', to: 'player2', amount: 1250, currency: 'PHP' },
                title: null,
                body: null,
                read: true,
                createdAt: '2026-11-23T09:30:00.000Z',
              },
              {
                id: 1,
                kind: 'deposit.arrived',
                params: { orderId: 3, amount: 1000, currency: 'PHP' },
                title: null,
                body: null,
                read: true,
                createdAt: '2026-11-23T09:00:00.000Z',
              },
            ],
          },
        };
      if (url === '/wps/v2/messages/unread-count') return { value: { CSP_unreadCount: 1 } };
      if (method === 'POST') return { value: { changed: 1 } };
      return undefined;
    });
    renderWithQuery(<MessagesPage />);
    expect(await screen.findByText(/Withdrawal rejected/)).toBeInTheDocument();
    expect(screen.getByText(/was rejected: Name mismatch/)).toBeInTheDocument();
    expect(screen.getByText(/Your deposit of 1,000.00 PHP \(order 3\)/)).toBeInTheDocument();
    expect(screen.getByText('agent3 sent you 1,250.00 PHP. It is in your balance.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark “Withdrawal rejected” as read' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/wps/v2/messages/read')?.body).toEqual({ ids: [2] }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete “Deposit received”' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/wps/v2/messages/delete')?.body).toEqual({ ids: [1] }),
    );
  });

  it('words contract messages: the kind by its name, an end by its reason, an operator end in their words', async () => {
    const message = (
      id: number,
      kind: string,
      params: Record<string, unknown>,
      body: string | null = null,
    ) => ({
      id,
      kind,
      params,
      title: null,
      body,
      read: true,
      createdAt: '2026-11-30T08:00:00.000Z',
    });
    fakeApi(({ url }) =>
      url === '/wps/v2/messages'
        ? {
            value: {
              items: [
                message(1, 'agent.contract.offered', {
                  contractId: 7,
                  contractKind: 'DAILY_SALARY',
                  upline: 'agent1',
                }),
                message(2, 'agent.contract.terminated', {
                  contractId: 6,
                  contractKind: 'DIVIDEND',
                  reason: 'BY_UPLINE',
                }),
                message(
                  3,
                  'agent.contract.terminated',
                  { contractId: 5, contractKind: 'DIVIDEND', reason: 'BY_OPERATOR', note: 'Team merged' },
                  'Team merged',
                ),
              ],
            },
          }
        : { value: { CSP_unreadCount: 0 } },
    );
    renderWithQuery(<MessagesPage />);
    expect(await screen.findByText('Contract offer')).toBeInTheDocument();
    expect(
      screen.getByText('agent1 offered you a new contract (Daily salary). Answer it in the agent centre.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Your upline ended your contract (Dividend).')).toBeInTheDocument();
    expect(screen.getByText('Team merged')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'Contract ended' })).toHaveLength(2);
  });

  it('shows the empty state', async () => {
    fakeApi(({ url }) =>
      url === '/wps/v2/messages' ? { value: { items: [] } } : { value: { CSP_unreadCount: 0 } },
    );
    renderWithQuery(<MessagesPage />);
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
  });
});
