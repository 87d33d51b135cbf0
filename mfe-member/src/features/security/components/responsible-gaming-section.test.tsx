import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToastsForTests, useSessionStore } from '@site/shared';
import { fakeApi, renderWithQuery } from '../../../test-utils/fake-api';
import { ResponsibleGamingSection } from './responsible-gaming-section';

const state = (day: object = {}) => ({
  currency: 'PHP',
  limits: [
    { period: 'day', amount: 500, used: 120, pending: null, ...day },
    { period: 'week', amount: null, used: 120, pending: null },
    { period: 'month', amount: null, used: 120, pending: null },
  ],
  breakOptions: { cool_off: [1, 7, 30], self_exclusion: [180, 365, 1825] },
});

beforeEach(() => {
  resetToastsForTests();
  useSessionStore.getState().setSession({ token: 'tok', account: 'demo' });
});

it('shows each limit with its use; a raise comes back pending and is shown with its date', async () => {
  const calls = fakeApi(({ method, url }) => {
    if (method === 'GET' && url === '/wps/v2/responsible-gaming') return { value: state() };
    if (method === 'PUT' && url === '/wps/v2/responsible-gaming/deposit-limits/day')
      return { value: state({ pending: { amount: 2000, effectiveAt: '2026-11-25T08:00:00.000Z' } }) };
    return undefined;
  });
  renderWithQuery(<ResponsibleGamingSection />);
  const day = await screen.findByRole('form', { name: 'Daily limit (24 hours)' });
  expect(within(day).getByTestId('rg-limit-day')).toHaveTextContent(
    'Limit: 500.00 PHP · Deposited in this period: 120.00 PHP',
  );
  expect(
    within(screen.getByRole('form', { name: 'Weekly limit (7 days)' })).getByText(/No limit/),
  ).toBeInTheDocument();

  await userEvent.type(within(day).getByLabelText('New limit'), '12.345');
  await userEvent.click(within(day).getByRole('button', { name: 'Save limit' }));
  expect(within(day).getByRole('alert')).toHaveTextContent('at most 2 decimals');
  expect(calls.some((c) => c.method === 'PUT')).toBe(false);

  await userEvent.clear(within(day).getByLabelText('New limit'));
  await userEvent.type(within(day).getByLabelText('New limit'), '2000');
  await userEvent.click(within(day).getByRole('button', { name: 'Save limit' }));
  await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ amount: 2000 }));
  expect(await within(day).findByRole('status')).toHaveTextContent(/Changes to 2,000.00 PHP on/);
});

it('a break needs the password and the confirmation, then ends the session on this page', async () => {
  const calls = fakeApi(({ method, url }) => {
    if (method === 'GET' && url === '/wps/v2/responsible-gaming') return { value: state() };
    if (method === 'POST' && url === '/wps/v2/responsible-gaming/break')
      return { value: { kind: 'self_exclusion', until: '2027-05-23T08:00:00.000Z' } };
    return undefined;
  });
  renderWithQuery(<ResponsibleGamingSection />);
  const form = await screen.findByRole('form', { name: 'Take a break' });
  await userEvent.click(within(form).getByRole('radio', { name: 'Self-exclusion' }));
  expect(within(form).getByRole('combobox', { name: 'Length' })).toHaveValue('180');
  await userEvent.click(within(form).getByRole('button', { name: 'Start the break' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('Enter your login password and tick the box');
  await userEvent.type(within(form).getByLabelText('Login password'), 'Secret123');
  await userEvent.click(within(form).getByRole('checkbox'));
  await userEvent.click(within(form).getByRole('button', { name: 'Start the break' }));
  await waitFor(() =>
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      kind: 'self_exclusion',
      days: 180,
      loginPassword: 'Secret123',
    }),
  );
  await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
});
