import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderDesk, staffWith } from '../../../test-utils/fake-api';
import { RiskCarePage } from './risk-care-page';

const view = {
  account: 'alice',
  settings: {
    currency: 'PHP',
    limits: [
      {
        period: 'day',
        amount: 5000,
        used: 1200,
        pending: { amount: null, effectiveAt: '2026-12-07T06:00:00.000Z' },
      },
      { period: 'week', amount: null, used: 1200, pending: null },
      { period: 'month', amount: null, used: 1200, pending: null },
    ],
    breakOptions: { cool_off: [1, 7, 30], self_exclusion: [180, 365, 1825] },
  },
  breaks: [
    {
      kind: 'cool_off',
      startsAt: '2026-12-01T00:00:00.000Z',
      endsAt: '2026-12-08T00:00:00.000Z',
      running: true,
      imposedBy: 'risk1',
      reason: 'asked through chat',
    },
  ],
};

/** Risk and care (docs/back-office.md "Running the site"): a member's limits and breaks. */
describe('Risk and care screen', () => {
  it('shows a searched member’s deposit limits, what is used, a waiting removal, and their breaks', async () => {
    const calls = fakeApi((call) => {
      if (call.url === '/wps/admin/responsible-gaming/breaks/running') return { value: [] };
      if (call.url === '/wps/admin/responsible-gaming')
        return (call.params as { account: string }).account === 'alice'
          ? { value: view }
          : { status: 404, code: 'MEMBER_NOT_FOUND', message: 'No member' };
      return undefined;
    });
    renderDesk(<RiskCarePage />, staffWith('support', ['responsible-gaming.read']));
    const card = await screen.findByRole('region', { name: 'A member’s limits and breaks' });
    expect(calls.some((c) => c.url === '/wps/admin/responsible-gaming')).toBe(false);
    await userEvent.type(within(card).getByLabelText('Member account'), ' alice ');
    await userEvent.click(within(card).getByRole('button', { name: 'Show limits' }));
    const limits = await within(card).findByRole('table', { name: 'Deposit limits of alice' });
    const day = within(limits).getByRole('row', { name: /Rolling day/ });
    expect(day).toHaveTextContent(/5,000/);
    expect(day).toHaveTextContent(/1,200/);
    expect(day).toHaveTextContent(/No limit from/);
    expect(within(limits).getByRole('row', { name: /Rolling week/ })).toHaveTextContent('No limit');
    const breaks = within(card).getByRole('table', { name: 'Breaks of alice' });
    expect(within(breaks).getByText('Running')).toBeInTheDocument();
    expect(within(breaks).getByText('asked through chat')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/wps/admin/responsible-gaming')?.params).toEqual({
      account: 'alice',
    });

    await userEvent.clear(within(card).getByLabelText('Member account'));
    await userEvent.type(within(card).getByLabelText('Member account'), 'nobody');
    await userEvent.click(within(card).getByRole('button', { name: 'Show limits' }));
    expect(await within(card).findByText('No member with this account.')).toBeInTheDocument();
    expect(within(card).queryByRole('table', { name: /alice/ })).toBeNull();
  }, 20_000);
});
