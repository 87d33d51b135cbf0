import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithQuery } from '../../../test-utils/fake-api';
import { ProfitPage } from './profit-page';

const line = (gameType: string, bet: number, win: number, date?: string) => ({
  ...(date ? { date } : {}),
  gameType,
  rounds: 2,
  bet,
  validBet: bet,
  win,
  profit: win - bet,
});

it('shows profit and loss per game type with totals, then per day; a preset asks again', async () => {
  const calls = fakeApi(({ url, params }) => {
    if (url !== '/wps/v2/records/profit') return undefined;
    const preset = (params as { preset: string }).preset;
    return {
      value:
        preset === 'today'
          ? { days: [], byGameType: [], totals: { rounds: 0, bet: 0, validBet: 0, win: 0, profit: 0 } }
          : {
              days: [line('SLOT', 150, 250, '2026-11-23'), line('LOTTERY', 20, 0, '2026-11-22')],
              byGameType: [
                line('LOTTERY', 20, 0),
                line('SLOT', 150, 250),
                line('RNG', 10, 0),
                line('NEWTYPE', 5, 5),
              ],
              totals: { rounds: 6, bet: 175, validBet: 175, win: 255, profit: 80 },
            },
    };
  });
  renderWithQuery(<ProfitPage />);
  const byType = await screen.findByRole('table', { name: 'Profit and loss by game type' });
  // The table shows skeleton rows first; the labelled lines appear with the answer.
  await within(byType).findByText('Lottery');
  const rows = within(byType).getAllByRole('row');
  expect(rows.at(-1)).toHaveTextContent(/Total.*\+80\.00/);
  expect(rows[1]).toHaveTextContent(/Lottery.*20\.00.*0\.00.*-20\.00/);
  // Slots under two vendor codes (SLOT, RNG) are one line: "Slots" once.
  expect(rows[2]).toHaveTextContent(/Slots.*4.*160\.00.*250\.00.*\+90\.00/);
  expect(within(byType).getAllByText('Slots')).toHaveLength(1);
  // A type with no label yet is named as other games, never by its code.
  expect(rows[3]).toHaveTextContent('Other games');
  expect(byType).not.toHaveTextContent('NEWTYPE');
  const byDay = screen.getByRole('table', { name: 'Profit and loss by day' });
  expect(within(byDay).getAllByRole('row')).toHaveLength(3);

  await userEvent.click(screen.getByRole('tab', { name: 'Today' }));
  await waitFor(() => expect(calls.at(-1)?.params).toEqual({ preset: 'today' }));
  expect(await screen.findAllByText('No records in this period.')).toHaveLength(2);
});
