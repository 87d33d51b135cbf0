import { expect, test, type Browser, type Page } from '@playwright/test';
import { browseFrom, closeAfterLoginModal, gotoSettled, logIn, randomIp } from '../shell/shell-helpers';

// A daily salary from offer to payment on the real site (docs/agents.md "Contracts", "Settlement"): agent2 offers
// agent3 a daily salary, agent3 accepts it (it replaces the seeded one), player2 under agent3 plays the demo slot,
// the settlement job runs on the test clock (the dev job runner, two days ahead, so the current period has ended),
// and agent3 finds the bill paid in My income and the money in the header. One at a time: it moves agent2's,
// agent3's and player2's money and runs a site-wide job.

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

test('agent2 offers agent3 a daily salary, agent3 accepts, the team plays, the job pays agent3 once', async ({
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
  const run = await request.post('/wps/dev/jobs/agent.salary.daily_salary/run', {
    data: { at: twoDaysAhead },
  });
  expect(run.ok()).toBe(true);
  expect(((await run.json()) as { value: { ran: boolean } }).value.ran).toBe(true);

  await agent3.reload();
  await closeAfterLoginModal(agent3);
  await expect(loading).toHaveCount(0);
  await expect.poll(async () => (await dailyFromAgent2.allTextContents()).length).toBe(earlier.size + 1);
  const texts = await dailyFromAgent2.allTextContents();
  const bill = dailyFromAgent2.nth(texts.findIndex((text) => !earlier.has(text)));
  await expect(bill).toContainText('Paid');
  const cells = await bill.getByRole('cell').allTextContents();
  const paid = amountOf(cells[cells.length - 2] ?? '');
  expect(paid).toBeGreaterThanOrEqual(0.45);
  await expect.poll(async () => amountOf(await balance3.textContent())).toBeCloseTo(before + paid, 2);

  // Running the job again on the same clock pays nothing twice.
  await request.post('/wps/dev/jobs/agent.salary.daily_salary/run', { data: { at: twoDaysAhead } });
  await agent3.reload();
  await closeAfterLoginModal(agent3);
  await expect.poll(async () => amountOf(await balance3.textContent())).toBeCloseTo(before + paid, 2);
});
