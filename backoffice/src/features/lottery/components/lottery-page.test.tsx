import { createHash, webcrypto } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { fakeApi, renderDesk, staffWith } from '../../../test-utils/fake-api';
import { LotteryPage } from './lottery-page';
import { IssuePage } from './issue-page';

// jsdom's window has no WebCrypto; Node's is the same API the browser has.
beforeAll(() => {
  if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto });
});

const SEED = 'a'.repeat(64);
const COMMIT = createHash('sha256').update(SEED, 'utf8').digest('hex');
const issue = (over: object = {}) => ({
  gameCode: 'KENO_1M',
  issueNo: '20261128-0601',
  state: 'settled',
  openAt: '2026-11-28T03:00:00Z',
  closeAt: '2026-11-28T03:00:30Z',
  drawAt: '2026-11-28T03:01:00Z',
  drawnAt: '2026-11-28T03:01:00Z',
  settledAt: '2026-11-28T03:01:02Z',
  seedCommit: COMMIT,
  serverSeed: SEED,
  outcome: { kind: 'pick', numbers: [3, 17, 42] },
  settlement: 'done',
  orders: { count: 2, pending: 0, won: 1, lost: 1, refunded: 0, stake: 20, paid: 39 },
  ...over,
});
const detail = (over: object = {}, fairness = { commitMatches: true, outcomeMatches: true }) => ({
  issue: issue(over),
  fairness,
  ledger: { wins: { count: 1, amount: 39 }, refunds: { count: 0, amount: 0 } },
  orders: [{ orderId: 9, account: 'player1', stake: 10, win: 39, currency: 'PHP', status: 'won' }],
});
const games = {
  games: [
    {
      gameCode: 'KENO_1M',
      name: 'Keno 1 min',
      group: 'KENO',
      vendor: 'GPI',
      timeZone: 'Asia/Ho_Chi_Minh',
      schedule: { kind: 'interval', cadenceSeconds: 60 },
      lockSeconds: 30,
      currentIssueNo: '20261128-0700',
      nextDrawAt: '2026-11-28T04:40:00Z',
      lastDrawnIssueNo: '20261128-0699',
    },
  ],
};
const URL = '/wps/admin/lottery/issues/KENO_1M/20261128-0601';
const renderIssue = (permissions: string[]) =>
  renderDesk(
    <Routes>
      <Route path="/lottery/:gameCode/:issueNo" element={<IssuePage />} />
    </Routes>,
    staffWith('finance', permissions as never),
    '/lottery/KENO_1M/20261128-0601',
  );

describe('Lottery desk', () => {
  it('lists issues with their state, result, money and settlement, filtered by state in the address', async () => {
    const calls = fakeApi((call) => {
      if (call.url === '/wps/admin/lottery/games') return { value: games };
      if (call.url === '/wps/admin/lottery/issues')
        return { value: { items: [issue()], page: 1, pageSize: 20, total: 1 } };
      return undefined;
    });
    renderDesk(<LotteryPage />, staffWith('support', ['lottery.read']), '/lottery?state=settled');
    const link = await screen.findByRole('link', { name: 'Open issue 20261128-0601 of Keno 1 min' });
    const row = link.closest('tr')!;
    expect(within(row).getByText('Settled')).toBeInTheDocument();
    expect(within(row).getByText('3 17 42')).toBeInTheDocument();
    expect(within(row).getByText('39.00')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/wps/admin/lottery/issues')?.params).toMatchObject({
      state: 'settled',
    });
    expect(screen.getByText('Every 1 min · Asia/Ho_Chi_Minh')).toBeInTheDocument();
  });

  it('verifies the commit-reveal in the browser; a read-only role gets no lever', async () => {
    fakeApi((call) => (call.url === URL ? { value: detail() } : undefined));
    renderIssue(['lottery.read']);
    expect(await screen.findByText(COMMIT)).toBeInTheDocument();
    expect(screen.getByText('1 transaction, 39.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel and refund' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Re-run settlement' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('It matches the commitment.')).toBeInTheDocument();
  });

  it('says "not verified" when the server could not recompute the numbers', async () => {
    fakeApi((call) =>
      call.url === URL ? { value: detail({}, { commitMatches: true, outcomeMatches: false }) } : undefined,
    );
    renderIssue(['lottery.read']);
    await userEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Not verified')).toBeInTheDocument();
  });

  it('cancels a closed issue with the reason the audit keeps; a second cancel is said in words', async () => {
    let cancelled = false;
    const open = {
      state: 'closed',
      settlement: 'none',
      serverSeed: null,
      outcome: undefined,
      drawnAt: null,
      settledAt: null,
      orders: { count: 2, pending: 2, won: 0, lost: 0, refunded: 0, stake: 20, paid: 0 },
    };
    const calls = fakeApi((call) => {
      if (call.url === URL)
        return { value: detail(open, { commitMatches: null, outcomeMatches: null } as never) };
      if (call.url === `${URL}/cancel`) {
        if (cancelled)
          return { status: 409, code: 'LOTTERY_ISSUE_STATE_INVALID', value: { status: 'voided' } };
        cancelled = true;
        return {
          value: {
            issue: issue({
              state: 'voided',
              orders: { count: 2, pending: 0, won: 0, lost: 0, refunded: 2, stake: 20, paid: 20 },
            }),
            settledNow: 2,
          },
        };
      }
      return undefined;
    });
    renderIssue(['lottery.read', 'lottery.manage']);
    expect(await screen.findByText('Secret until the draw.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Re-run settlement' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/its 2 pending orders are refunded now/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'draw feed down');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    expect(
      await screen.findByText('Cancelled: 2 orders refunded (20.00 paid back in all).'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.url === `${URL}/cancel`)?.body).toEqual({ reason: 'draw feed down' });

    await userEvent.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'again');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(/can no longer be changed that way/),
    );
  }, 20_000);
});
