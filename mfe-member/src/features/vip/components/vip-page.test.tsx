import { screen, within } from '@testing-library/react';
import { fakeApi, renderWithQuery } from '../../../test-utils/fake-api';
import { VipPage } from './vip-page';

const level = (n: number, name: string, required: number) => ({
  level: n,
  name,
  required,
  rebate: { slots: 0.4 + n / 10, live: 0.2, sports: 0.25, lottery: 0.1 },
});
const status = (over: Record<string, unknown> = {}) => ({
  level: 1,
  name: 'Silver',
  currency: 'PHP',
  validBet: 35_000,
  next: { level: 2, name: 'Gold', required: 100_000 },
  levels: [level(0, 'Bronze', 0), level(1, 'Silver', 20_000), level(2, 'Gold', 100_000)],
  ...over,
});

it('shows the level, the progress to the next one and every level with its rebate', async () => {
  fakeApi(({ url }) => (url === '/wps/v2/vip' ? { value: status() } : undefined));
  renderWithQuery(<VipPage />);
  expect(await screen.findByTestId('vip-level')).toHaveTextContent('Silver (VIP 1)');
  const bar = screen.getByRole('progressbar', { name: 'Towards Gold' });
  expect(bar).toHaveAttribute('value', '35000');
  expect(bar).toHaveAttribute('max', '100000');
  expect(screen.getByText('35,000.00 PHP of 100,000.00 PHP valid bets')).toBeInTheDocument();
  const rows = within(screen.getByRole('table', { name: 'Levels' })).getAllByRole('row');
  expect(rows[2]).toHaveTextContent(/Silver — your level.*20,000\.00.*0\.50 %/);
});

it('says the top level is reached when there is no next one', async () => {
  fakeApi(({ url }) =>
    url === '/wps/v2/vip' ? { value: status({ level: 2, name: 'Gold', next: null }) } : undefined,
  );
  renderWithQuery(<VipPage />);
  expect(await screen.findByText('You have reached the top level.')).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});
