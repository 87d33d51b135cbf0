import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { SiteQueryProvider } from '@site/shared';
import { i18n } from '../../../app/i18n';
import { fakeApi } from '../../../test-utils/fake-api';
import { DownlineManagement } from './downline-management';
import { toMinor } from './transfer-dialog';

const downline = (account: string, extra: object = {}) => ({
  account,
  nickname: account,
  type: 0,
  isAgent: false,
  uplineAccount: 'agent1',
  depth: 1,
  directCount: 0,
  status: 'active',
  balanceMinor: 50_000,
  createdAt: '2026-11-20T00:00:00.000Z',
  lastLoginAt: null,
  contracts: [],
  ...extra,
});

const renderIt = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <SiteQueryProvider>
        <DownlineManagement />
      </SiteQueryProvider>
    </I18nextProvider>,
  );

describe('downline management', () => {
  it('converts typed amounts to minor units, refusing more than 2 decimals', () => {
    expect(toMinor('12.5')).toBe(1250);
    expect(toMinor('0.01')).toBe(1);
    expect(toMinor('1.234')).toBeNull();
    expect(toMinor('0')).toBeNull();
    expect(toMinor('abc')).toBeNull();
  });

  it('lists downlines with contract and rate, searches, and transfers once per dialog key', async () => {
    const user = userEvent.setup();
    const transfers: unknown[] = [];
    const calls = fakeApi({
      'GET /wps/agent/team/downlines': (c) => ({
        value: {
          items: c.params?.search
            ? [downline('player1', { depth: 3 })]
            : [
                downline('agent2', {
                  isAgent: true,
                  type: 2,
                  directCount: 2,
                  contracts: [{ kind: 'DAILY_SALARY', state: 'accepted', topRateBp: 200 }],
                }),
                downline('player4'),
              ],
          total: c.params?.search ? 1 : 2,
          page: 1,
          pageSize: 20,
        },
      }),
      'POST /wps/agent/transfer': (c) => {
        const body = JSON.parse(c.data as string) as { withdrawalPassword: string };
        transfers.push(body);
        if (body.withdrawalPassword !== '135790')
          return { status: 403, code: 'WITHDRAWAL_PASSWORD_WRONG', value: null };
        return {
          value: {
            transactionId: 9,
            toAccount: 'player4',
            amountMinor: 1250,
            balanceAfterMinor: 1,
            replayed: false,
          },
        };
      },
      'GET /wps/v2/wallets/balance': () => ({ value: { sumBalance: 1, currency: 'PHP' } }),
    });
    renderIt();
    expect(await screen.findByText('Daily salary up to 2.00 % (Accepted)')).toBeInTheDocument();

    const row = screen.getByText('player4').closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Transfer' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Amount'), '1.234');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(
      await within(dialog).findByText('Enter an amount above zero with at most 2 decimals.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Enter your 6-digit withdrawal password.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Amount'));
    await user.type(within(dialog).getByLabelText('Amount'), '12.50');
    await user.type(within(dialog).getByLabelText('Withdrawal password'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    // The server refused the PIN: the dialog stays, says so on the PIN field, and the retry keeps its key.
    expect(await within(dialog).findByText('The withdrawal password is not correct.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Withdrawal password'));
    await user.type(within(dialog).getByLabelText('Withdrawal password'), '135790');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = { toAccount: 'player4', amountMinor: 1250, clientKey: expect.any(String) };
    expect(transfers).toEqual([
      { ...sent, withdrawalPassword: '000000' },
      { ...sent, withdrawalPassword: '135790' },
    ]);
    const [first, second] = transfers as { clientKey: string }[];
    expect(second!.clientKey).toBe(first!.clientKey);

    await user.type(screen.getByLabelText('Search my team by account'), 'player');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('player1')).toBeInTheDocument();
    expect(calls.some((c) => c.params?.search === 'player')).toBe(true);
  });
});
