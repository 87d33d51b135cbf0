import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { automation, enrolledStaff, signInThroughPage, value } from '../../support/staff';
import { browseFrom, closeAfterLoginModal, gotoSettled, logIn, randomIp } from '../shell/shell-helpers';

// A daily salary from offer to payment on the real site (docs/agents.md "Contracts", "Settlement";
// docs/back-office.md "Agents"): agent2 offers agent3 a daily salary, agent3 accepts it (it replaces the seeded one),
// player2 under agent3 plays the demo slot, and the settlement job runs on the test clock (the dev job runner, two
// days ahead, so the current period has ended) while agent2's and agent1's wallets are short (agent1 pays agent2's
// own salary in the same run): the bills stay open ("insufficient"). Their money comes back, an agent manager pays the bill from the back office, and agent3 finds it paid in My
// income and the money in the header, once. One at a time: it moves agent2's, agent3's and player2's money and runs a
// site-wide job.

async function signedIn(browser: Browser, account: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await browseFrom(page, randomIp());
  await gotoSettled(page, '/');
  await logIn(page, account, password);
  await closeAfterLoginModal(page);
  await expect(page.getByTestId('balance-amount')).toHaveText(/\d/);
  return page;
}

const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

const memberId = async (request: APIRequestContext, account: string) => {
  const found = await value<{ items: { id: number; account: string }[] }>(
    request.get(`/wps/admin/members?q=${account}`, { headers: automation() }),
  );
  return found.items.find((m) => m.account === account)!.id;
};

/** The member's PHP wallet account id (the dev ledger opens it with a 0.01 deposit) and its balance in minor units. */
async function wallet(request: APIRequestContext, account: string) {
  const id = await memberId(request, account);
  const { accountId } = await value<{ accountId: number }>(
    request.post('/wps/dev/ledger/fund', {
      data: {
        idempotencyKey: `e2e-open-${account}-${Date.now()}`,
        memberId: id,
        currency: 'PHP',
        amountMinor: 1,
      },
    }),
  );
  const profile = await value<{ balances: { code: string; balance: number }[] }>(
    request.get(`/wps/admin/members/${id}`, { headers: automation() }),
  );
  // The main wallet (a member may also hold vendor and bonus accounts in the same currency).
  const balance = profile.balances.find((b) => b.code === `member:${id}:PHP`)?.balance ?? 0;
  return { accountId, balanceMinor: Math.round(balance * 100) };
}

/**
 * Leaves each of `accounts` with 0.01 by moving the rest to `to` through the ledger; `restore` moves it back. The
 * whole upline chain must be short: one run pays agent1's salary to agent2 before agent2's to agent3.
 */
async function leaveShort(request: APIRequestContext, accounts: string[], to: string) {
  const into = await wallet(request, to);
  const moved: { accountId: number; amountMinor: number; account: string }[] = [];
  const move = (key: string, fromAccountId: number, toAccountId: number, amountMinor: number) =>
    value(
      request.post('/wps/dev/ledger/transfer', {
        data: { idempotencyKey: `e2e-short-${key}-${Date.now()}`, fromAccountId, toAccountId, amountMinor },
      }),
    );
  for (const account of accounts) {
    const from = await wallet(request, account);
    moved.push({ accountId: from.accountId, amountMinor: from.balanceMinor - 1, account });
    await move(`${account}-out`, from.accountId, into.accountId, from.balanceMinor - 1);
  }
  return {
    restore: async () => {
      for (const m of moved) await move(`${m.account}-back`, into.accountId, m.accountId, m.amountMinor);
    },
  };
}

test('agent2 offers agent3 a daily salary, agent3 accepts, the team plays; agent2 is short, so an agent manager pays the bill from the back office and agent3 sees it paid once', async ({
  browser,
  request,
}) => {
  const agent2 = await signedIn(browser, 'agent2', 'Agent1234');
  await agent2.goto('/agent/dailySalary');
  await closeAfterLoginModal(agent2);
  const centre2 = agent2.getByRole('dialog', { name: 'Agent centre' });
  await centre2.getByRole('button', { name: 'Offer a contract' }).click();
  const form = centre2.getByRole('form', { name: 'Offer a contract to a direct downline' });
  await form.getByLabel('Direct downline').selectOption('agent3');
  await form.getByLabel('Rate (%)').fill('0.9');
  await form.getByLabel('Valid bets from').fill('0');
  await form.getByLabel('Team loss from').fill('0');
  await form.getByLabel('Active members from').fill('1');
  await form.getByRole('button', { name: 'Send the offer' }).click();
  await expect(agent2.getByText('Offer sent to agent3.')).toBeVisible();

  const agent3 = await signedIn(browser, 'agent3', 'Agent1234');
  const balance3 = agent3.getByTestId('balance-amount');
  await agent3.goto('/agent/dailySalary');
  await closeAfterLoginModal(agent3);
  const centre3 = agent3.getByRole('dialog', { name: 'Agent centre' });
  const offered = centre3
    .getByRole('article')
    .filter({ hasText: 'From agent2' })
    .filter({ hasText: 'Offered' });
  await offered.getByRole('button', { name: 'Accept' }).click();
  await agent3
    .getByRole('alertdialog', { name: 'Accept this contract?' })
    .getByRole('button', { name: 'Accept' })
    .click();
  await expect(
    centre3.getByRole('article').filter({ hasText: 'From agent2' }).filter({ hasText: 'Accepted' }),
  ).toBeVisible();

  // The team plays: one round of 50.00 on the demo slot by player2 (under agent3).
  const player2 = await signedIn(browser, 'player2', 'Player1234');
  await player2.goto('/game?gameId=PG-RNG-0002');
  const game = player2.frameLocator('iframe[title="Game Demo Paid Slot"]');
  await game.getByLabel('Bet').fill('50');
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();

  // The bills agent3 had before (the seeded contract's, settled on the first start): the new one is the row added.
  await agent3.goto('/agent/myIncome');
  await closeAfterLoginModal(agent3);
  const bills = centre3.getByRole('table', { name: 'My salary bills' });
  const dailyFromAgent2 = bills
    .getByRole('row')
    .filter({ hasText: 'Daily salary' })
    .filter({ hasText: 'agent2' });
  await expect(bills.or(centre3.getByText('No income yet.')).first()).toBeVisible();
  const loading = centre3.locator('.ui-skeleton, [role="progressbar"][aria-busy="true"]');
  await expect(loading).toHaveCount(0);
  const earlier = new Set(await dailyFromAgent2.allTextContents());

  const before = amountOf(await balance3.textContent());
  const twoDaysAhead = new Date(Date.now() + 2 * 86_400_000).toISOString();
  const runJob = async () => {
    const run = await request.post('/wps/dev/jobs/agent.salary.daily_salary/run', {
      data: { at: twoDaysAhead },
    });
    expect(run.ok()).toBe(true);
    return ((await run.json()) as { value: { ran: boolean } }).value.ran;
  };
  const short = await leaveShort(request, ['agent1', 'agent2'], 'player4');
  try {
    expect(await runJob()).toBe(true);
  } finally {
    await short.restore();
  }

  await agent3.reload();
  await closeAfterLoginModal(agent3);
  await expect(loading).toHaveCount(0);
  await expect.poll(async () => (await dailyFromAgent2.allTextContents()).length).toBe(earlier.size + 1);
  const texts = await dailyFromAgent2.allTextContents();
  const bill = dailyFromAgent2.nth(texts.findIndex((text) => !earlier.has(text)));
  await expect(bill).toContainText('Upline balance insufficient');
  const cells = await bill.getByRole('cell').allTextContents();
  const owed = amountOf(cells[cells.length - 2] ?? '');
  expect(owed).toBeGreaterThanOrEqual(0.45);
  expect(amountOf(await balance3.textContent())).toBeCloseTo(before, 2);

  // An agent manager (a new staff member in that role) pays it from the back office's bills desk.
  const { items } = await value<{ items: { id: number; payerAccount: string; amount: number }[] }>(
    request.get('/wps/admin/agent/bills?state=insufficient&q=agent3', { headers: automation() }),
  );
  const open = items.filter((b) => b.payerAccount === 'agent2' && b.amount === owed);
  const billId = Math.max(...open.map((b) => b.id));
  const manager = `e2e-agents-${Date.now().toString(36).slice(-5)}`;
  const secret = await enrolledStaff(request, manager, 'agent-manager');
  const desk = await (await browser.newContext({ viewport: { width: 1024, height: 800 } })).newPage();
  await signInThroughPage(desk, manager, secret);
  await desk.goto('/bo/agent-bills?q=agent3');
  await desk.getByRole('button', { name: `Pay now: bill ${billId}` }).click();
  const decision = desk.getByRole('dialog', { name: `Pay now: bill ${billId}` });
  await decision.getByLabel(/Reason/).fill('e2e: agent2 topped up, paid on request');
  await decision.getByRole('button', { name: 'Pay now' }).click();
  await expect(decision).toBeHidden();
  await expect(desk.getByRole('button', { name: `Pay now: bill ${billId}` })).toHaveCount(0);
  await desk.context().close();

  await agent3.reload();
  await closeAfterLoginModal(agent3);
  await expect(loading).toHaveCount(0);
  // The same bill, now paid (the rows agent3 had before are unchanged).
  await expect
    .poll(async () => (await dailyFromAgent2.allTextContents()).filter((text) => !earlier.has(text)))
    .toEqual([expect.stringContaining('Paid')]);
  await expect.poll(async () => amountOf(await balance3.textContent())).toBeCloseTo(before + owed, 2);

  // Running the job again on the same clock pays nothing twice.
  await runJob();
  await agent3.reload();
  await closeAfterLoginModal(agent3);
  await expect.poll(async () => amountOf(await balance3.textContent())).toBeCloseTo(before + owed, 2);
});
