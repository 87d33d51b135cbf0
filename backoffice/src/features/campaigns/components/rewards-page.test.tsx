import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderDesk, staffWith } from '../../../test-utils/fake-api';
import { MissionsPage } from './missions-page';
import { RewardsPage } from './rewards-page';

const reward = {
  id: 3,
  code: 'CASH50',
  names: { en: 'Cash 50', 'zh-CN': '现金 50', th: 'เงินสด 50' },
  kind: 'cash',
  pointsCost: 500,
  amount: 50,
  stock: 0,
  perMemberLimit: 1,
  color: '#8e2de2',
  startAt: '2026-01-01T00:00:00.000Z',
  endAt: null,
  enabled: true,
  sort: 0,
};

describe('point-mall rewards screen', () => {
  it('a read-only role sees stock but no edit button', async () => {
    fakeApi((call) => (call.url === '/wps/admin/points/rewards' ? { value: [reward] } : undefined));
    renderDesk(<RewardsPage />, staffWith('support', ['points.read']));
    expect(await screen.findByText('CASH50')).toBeInTheDocument();
    expect(screen.getByText('Sold out')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New reward' })).toBeNull();
  });

  it('restocks a reward, keeping the names of other languages', async () => {
    const calls = fakeApi((call) => {
      if (call.url === '/wps/admin/points/rewards' && call.method === 'GET') return { value: [reward] };
      if (call.url === '/wps/admin/points/rewards/3') return { value: { ...reward, stock: 20 } };
      return undefined;
    });
    renderDesk(<RewardsPage />, staffWith('marketing', ['points.read', 'points.manage']));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit “Cash 50”' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.clear(within(dialog).getByLabelText('Name (English, required)'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('An English name is required.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Name (English, required)'), 'Cash 50');
    await userEvent.type(within(dialog).getByLabelText('Stock (blank: unlimited)'), '20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      names: { en: 'Cash 50', 'zh-CN': '现金 50', th: 'เงินสด 50' },
      stock: 20,
      amount: 50,
    });
  });
});

describe('missions screen', () => {
  it('creates a mission; a games target must be whole', async () => {
    const calls = fakeApi((call) => {
      if (call.url === '/wps/admin/missions' && call.method === 'GET') return { value: [] };
      if (call.url === '/wps/admin/missions' && call.method === 'POST')
        return { value: { id: 1, ...(call.body as object) } };
      return undefined;
    });
    renderDesk(<MissionsPage />, staffWith('marketing', ['missions.manage']));
    expect(await screen.findByText('No missions yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New mission' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Code/), 'PLAY10');
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Play 10 games');
    await userEvent.selectOptions(within(dialog).getByLabelText('What counts'), 'games');
    await userEvent.type(within(dialog).getByLabelText('Target'), '10.5');
    await userEvent.type(within(dialog).getByLabelText('Reward (amount)'), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a whole number.')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Target'));
    await userEvent.type(within(dialog).getByLabelText('Target'), '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      code: 'PLAY10',
      kind: 'games',
      target: 10,
      reward: 5,
      period: 'daily',
    });
  });
});
