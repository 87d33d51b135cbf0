import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { getQueryClient, on, useSessionStore } from '@site/shared';
import type { LotteryPlaceOrderBody } from '@site/shared/schemas';
import { callsTo, fakeApi, type FakeCall, type FakeHandler } from '@site/shared/testing';
import { ROUTES } from './test-utils/routes';
import { makeIssue, makeMenu, makeMenuGame, makeOrder } from './test-utils/fixtures';
import RemoteRoutes from './remote-entry';

jest.setTimeout(20_000);

const SERVER_NOW = Date.now() - 7_200_000;
const iso = (offsetMs: number) => new Date(SERVER_NOW + offsetMs).toISOString();

const keno = makeMenuGame({
  current: makeIssue({
    issueNo: '20261123-0100',
    closeAt: iso(45_000),
    drawAt: iso(75_000),
    openAt: iso(-15_000),
  }),
});
const fast = makeMenuGame({
  gameCode: 'FAST3_1M',
  name: 'Fast 3D',
  group: 'FAST',
  vendor: 'ELOTT',
  digits: 3,
  playTypes: [{ code: 'FAST_POSITION', oddsMilli: 9800, paytable: null }],
  current: makeIssue({ gameCode: 'FAST3_1M', closeAt: iso(-1_000), drawAt: iso(29_000) }),
});
const north = makeMenuGame({
  gameCode: 'VNN_HN',
  name: 'Miền Bắc',
  group: 'VN_NORTH',
  vendor: 'TCG_LOTTO_VN',
  playTypes: [{ code: 'VN_DE', oddsMilli: 70000, paytable: null }],
  current: makeIssue({
    gameCode: 'VNN_HN',
    issueNo: '20261124',
    closeAt: iso(3_600_000),
    drawAt: iso(3_630_000),
  }),
});

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RemoteRoutes />
    </MemoryRouter>,
  );
}

let routes: Record<string, FakeHandler>;
let calls: FakeCall[];
const placed = () => callsTo(calls, ROUTES.placeOrder).map((c) => c.body as LotteryPlaceOrderBody);

beforeEach(() => {
  getQueryClient().clear();
  useSessionStore.getState().clearSession();
  routes = {
    [ROUTES.menu]: () => ({ value: makeMenu([keno, fast, north], SERVER_NOW) }),
    [ROUTES.results]: ({ params }) => {
      const gameCode = String(params.gameCode);
      return {
        value: {
          serverTime: iso(0),
          gameCode,
          results: [
            makeIssue({
              gameCode,
              issueNo: '20261123-0099',
              status: 'settled',
              serverSeed: 'c'.repeat(64),
              outcome: { kind: 'pick', numbers: Array.from({ length: 20 }, (_, i) => i + 41) },
            }),
          ],
        },
      };
    },
    [ROUTES.myOrders]: () => ({ value: { serverTime: iso(0), orders: [] } }),
  };
  calls = fakeApi(routes);
});

describe('mfe_lottery routes', () => {
  it('/elott lists the keno and fast games by group; /lotteryCenter lists every group', async () => {
    renderAt('/elott');
    expect(await screen.findByRole('heading', { name: 'E-lottery' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'KENO' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'North' })).not.toBeInTheDocument();
  });

  it('/lotteryCenter lists every group', async () => {
    renderAt('/lotteryCenter');
    expect(await screen.findByRole('heading', { name: 'Lottery centre' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'North' })).toBeInTheDocument();
  });

  it('a visitor sees the board and results with the fairness reveal; betting asks for a login', async () => {
    const user = userEvent.setup();
    const requests: unknown[] = [];
    const off = on('auth:login-requested', (p) => requests.push(p));
    renderAt('/lottery?gameCode=KENO_1M');
    expect(await screen.findByRole('heading', { name: 'Keno 1 min' })).toBeInTheDocument();
    expect(screen.getByText('Issue 20261123-0100')).toBeInTheDocument();
    const row = (await screen.findByText('20261123-0099')).closest('li')!;
    expect(within(row).getByText('Sum: 1010')).toBeInTheDocument();
    expect(within(row).getByText('Big')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Verify issue 20261123-0099' })).toHaveAttribute(
      'href',
      '/lottery/verify?gameCode=KENO_1M&issue=20261123-0099',
    );
    expect(screen.getByText('Log in to see your orders.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in to bet' }));
    expect(requests).toEqual([{ reason: 'lottery-bet' }]);
    off();
  });

  it("the board's trend tab charts each draw's sum and sides, the streaks and, for a digit game, each digit's absence", async () => {
    const user = userEvent.setup();
    const digits = (issueNo: string, value: string) =>
      makeIssue({
        gameCode: 'FAST3_1M',
        issueNo,
        status: 'settled',
        serverSeed: 'c'.repeat(64),
        outcome: { kind: 'digits', digits: value },
      });
    routes[ROUTES.results] = () => ({
      value: {
        serverTime: iso(0),
        gameCode: 'FAST3_1M',
        results: [
          digits('20261123-0003', '987'),
          digits('20261123-0002', '986'),
          digits('20261123-0001', '012'),
        ],
      },
    });
    renderAt('/lottery?gameCode=FAST3_1M');
    expect(await screen.findByText('20261123-0003')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Trend' }));
    const trend = await screen.findByRole('table', { name: 'Trend' });
    const newest = within(trend).getByText('20261123-0003').closest('tr')!;
    expect(
      within(newest)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['20261123-0003', '9', '8', '7', '24', 'Big', 'Even']);
    expect(screen.getByTestId('trend-streaks')).toHaveTextContent('Streak: Big × 2 · Streak: Even × 1');
    const missing = screen.getByRole('table', { name: 'Draws since each digit last came' });
    const firstPosition = within(missing).getByRole('row', { name: /Position 1/ });
    // Digit 9 came in the newest draw, 0 two draws back, 5 never in the window (3).
    expect(
      within(firstPosition)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '3', '3', '3', '3', '3', '3', '3', '3', '0']);
    await user.click(screen.getByRole('tab', { name: 'Results' }));
    expect(screen.queryByRole('table', { name: 'Trend' })).not.toBeInTheDocument();
  });

  it('a Vietnamese board has results only (no sum line to chart)', async () => {
    renderAt('/lottery?gameCode=VNN_HN');
    expect(await screen.findByRole('heading', { name: 'Miền Bắc' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Trend' })).not.toBeInTheDocument();
  });

  it('a member picks numbers, sees the live bet count and total, and places the slip with a client key', async () => {
    const user = userEvent.setup();
    act(() => useSessionStore.getState().setSession({ token: 't', account: 'demo' }));
    routes[ROUTES.placeOrder] = () => ({
      value: {
        serverTime: iso(0),
        replayed: false,
        order: makeOrder({ issueNo: '20261123-0100' }),
        chased: [],
      },
    });
    renderAt('/lottery?gameCode=KENO_1M&playType=KENO_PICK2');
    const picker = await screen.findByRole('group', { name: 'Pick your numbers' });
    await user.click(within(picker).getByRole('button', { name: 'Number 03' }));
    await user.click(within(picker).getByRole('button', { name: 'Number 17' }));
    await user.click(within(picker).getByRole('button', { name: 'Number 40' }));
    expect(screen.getByTestId('bet-count')).toHaveTextContent('3');
    await user.clear(screen.getByLabelText('Stake per bet'));
    await user.type(screen.getByLabelText('Stake per bet'), '2.5');
    expect(screen.getByTestId('bet-total')).toHaveTextContent('7.50');
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    await waitFor(() => expect(placed()).toHaveLength(1));
    const body = placed()[0]!;
    expect(body).toMatchObject({ gameCode: 'KENO_1M', issueNo: '20261123-0100', chase: 1 });
    expect(body.clientKey).toMatch(/^slip-[0-9a-f]{32}$/);
    expect(body.selections).toHaveLength(3);
    await waitFor(() => expect(screen.getByTestId('bet-count')).toHaveTextContent('0'));
  });

  it('explains an insufficient balance and a closed issue, keeping the slip', async () => {
    const user = userEvent.setup();
    act(() => useSessionStore.getState().setSession({ token: 't', account: 'demo' }));
    const refusals = [
      { status: 400, code: 'INSUFFICIENT_BALANCE' },
      { status: 409, code: 'LOTTERY_ISSUE_CLOSED' },
    ];
    routes[ROUTES.placeOrder] = () => refusals.shift() ?? { status: 500, code: 'UNEXPECTED' };
    renderAt('/lottery?gameCode=KENO_1M&playType=KENO_BIG_SMALL');
    await user.click(await screen.findByRole('button', { name: 'Big' }));
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your balance is too low for this bet.');
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Betting on this issue has closed.'),
    );
    const [first, second] = placed().map((b) => b.clientKey);
    expect(second).toBe(first);
    expect(screen.getByTestId('bet-count')).toHaveTextContent('1');
  });

  it('locks the board once the server clock passes the close time', async () => {
    act(() => useSessionStore.getState().setSession({ token: 't', account: 'demo' }));
    renderAt('/lottery?gameCode=FAST3_1M');
    expect(await screen.findByText(/Betting is closed for this issue/)).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('--:--:--');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Number 7' }));
    expect(screen.getByRole('button', { name: 'Place bet' })).toBeDisabled();
  });

  it('locks the board while the next issue waits for the previous draw (not open yet on the server clock)', async () => {
    act(() => useSessionStore.getState().setSession({ token: 't', account: 'demo' }));
    const waiting = makeMenuGame({
      current: makeIssue({
        issueNo: '20261123-0101',
        openAt: iso(20_000),
        closeAt: iso(50_000),
        drawAt: iso(80_000),
      }),
    });
    routes[ROUTES.menu] = () => ({ value: makeMenu([waiting], SERVER_NOW) });
    renderAt('/lottery?gameCode=KENO_1M');
    expect(await screen.findByText(/Betting is closed for this issue/)).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('--:--:--');
  });

  it('shows my orders with status and payout', async () => {
    act(() => useSessionStore.getState().setSession({ token: 't', account: 'demo' }));
    routes[ROUTES.myOrders] = () => ({
      value: {
        serverTime: iso(0),
        orders: [
          makeOrder({ status: 'won', winAmount: 36 }),
          makeOrder({ orderId: 2, issueNo: '20261123-0098', status: 'lost' }),
        ],
      },
    });
    renderAt('/lottery?gameCode=KENO_1M');
    const table = await screen.findByRole('table', { name: 'My orders' });
    expect(within(table).getByText('Won')).toBeInTheDocument();
    expect(within(table).getByText('36.00')).toBeInTheDocument();
    expect(within(table).getByText('Lost')).toBeInTheDocument();
    // Key columns first: on a phone each order is a card read top down, so how it ended comes before the numbers.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Issue', 'Status', 'Stake', 'Payout', 'Selections']);
  });

  it("the current issue's box shows the current issue; the last draw's numbers are their own, labelled line", async () => {
    routes[ROUTES.menu] = () => ({
      value: makeMenu(
        [
          {
            ...keno,
            last: makeIssue({
              issueNo: '20261123-0099',
              status: 'settled',
              outcome: { kind: 'pick', numbers: Array.from({ length: 20 }, (_, i) => i + 41) },
            }),
          },
        ],
        SERVER_NOW,
      ),
    });
    renderAt('/lottery?gameCode=KENO_1M');
    const box = await screen.findByRole('region', { name: 'Issue 20261123-0100' });
    expect(within(box).getByText('Issue 20261123-0100')).toBeInTheDocument();
    expect(within(box).queryByText('41')).toBeNull();
    const last = screen.getByRole('region', { name: 'Winning numbers of issue 20261123-0099' });
    expect(within(last).getByText('Winning numbers of issue 20261123-0099')).toBeVisible();
  });

  it('a game opened from the list starts at the top of its board', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderAt('/lotteryCenter');
    await screen.findByRole('heading', { name: 'Lottery centre' });
    scrollTo.mockClear();
    await user.click((await screen.findAllByRole('link', { name: /Keno 1 min/ }))[0]!);
    expect(await screen.findByRole('heading', { name: 'Keno 1 min' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockRestore();
  });

  it("/vnLottery shows the region, today's provinces with draw times and the betting board", async () => {
    renderAt('/vnLottery?gameCode=VNN_HN');
    expect(await screen.findByRole('heading', { name: 'Regional lottery' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'North' })).toHaveAttribute('aria-selected', 'true');
    expect(
      within(screen.getByRole('list', { name: 'Province' })).getByRole('button', { name: /Miền Bắc/ }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('heading', { name: 'Miền Bắc' })).toBeInTheDocument();
  });
});
