import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderDesk, staffWith } from '../../../test-utils/fake-api';
import { RafflePage } from './raffle-page';

const rule = {
  id: 1,
  code: 'RED',
  title: 'Daily red envelope',
  kind: 'bet_count',
  threshold: 1,
  maxTickets: 3,
  prizes: [
    { amount: 1, weight: 5 },
    { amount: 8, weight: 1 },
  ],
  startAt: '2026-01-01T00:00:00.000Z',
  endAt: null,
  enabled: true,
};
const round = (id: number, seed: string | null) => ({
  id,
  ruleId: 1,
  ruleCode: 'RED',
  day: `2026-11-2${id}`,
  startsAt: `2026-11-2${id}T00:00:00.000Z`,
  endsAt: `2026-11-2${id + 1}T00:00:00.000Z`,
  seedCommit: `commit${id}`,
  serverSeed: seed,
  prizes: rule.prizes,
  tickets: 4,
  opened: 2,
  paid: seed ? [{ currency: 'PHP', amount: 9 }] : [],
});

describe('red-envelope raffle screen', () => {
  it('shows rules and rounds: the commitment always, the seed once revealed', async () => {
    fakeApi((call) => {
      if (call.url === '/wps/admin/raffle/rules') return { value: [rule] };
      if (call.url === '/wps/admin/raffle/rounds') return { value: [round(2, null), round(1, 'seed1')] };
      return undefined;
    });
    renderDesk(<RafflePage />, staffWith('marketing', ['raffle.manage']));
    expect(await screen.findByText('Daily red envelope')).toBeInTheDocument();
    expect(await screen.findByText('commit2')).toBeInTheDocument();
    expect(screen.getByText('seed1')).toBeInTheDocument();
    expect(screen.getByText(/Revealed when the round ends/)).toBeInTheDocument();
    expect(screen.getAllByText('4 granted, 2 opened')).toHaveLength(2);
  });

  it('edits a rule’s prize table, validated by the shared schema', async () => {
    const calls = fakeApi((call) => {
      if (call.url === '/wps/admin/raffle/rules' && call.method === 'GET') return { value: [rule] };
      if (call.url === '/wps/admin/raffle/rounds') return { value: [] };
      if (call.url === '/wps/admin/raffle/rules/1') return { value: { ...rule, ...(call.body as object) } };
      return undefined;
    });
    renderDesk(<RafflePage />, staffWith('marketing', ['raffle.manage']));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit “Daily red envelope”' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.clear(within(dialog).getByLabelText('Prize 1: amount'));
    await userEvent.type(within(dialog).getByLabelText('Prize 1: amount'), '0');
    await userEvent.clear(within(dialog).getByLabelText('Prize 2: amount'));
    await userEvent.type(within(dialog).getByLabelText('Prize 2: amount'), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('At least one prize must pay something.')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Prize 2: amount'));
    await userEvent.type(within(dialog).getByLabelText('Prize 2: amount'), '2.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a prize' }));
    await userEvent.type(within(dialog).getByLabelText('Prize 3: amount'), '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      code: 'RED',
      prizes: [
        { amount: 0, weight: 5 },
        { amount: 2.5, weight: 1 },
        { amount: 10, weight: 1 },
      ],
    });
  });
});
