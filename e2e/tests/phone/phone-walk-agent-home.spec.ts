import { expect, test, type Page } from '@playwright/test';
import { AGENT_PAGES } from '../../../shared/src/platform/overlays';
import { seriousViolations } from '../../support/axe';
import { networkQuiet, trackNetwork } from '../../support/network-quiet';
import { dialogOverflow } from '../../support/phone-fit';
import { remoteRoot } from '../../support/remotes';
import { bannerCodes, phoneFindings } from '../../support/phone-walk';
import { browseFrom, closeAfterLoginModal, gotoSettled, logIn, randomIp } from '../shell/shell-helpers';

/**
 * The phone walk of home, the game page, the lottery and every agent-centre page at 360 × 780 (issue 33; each agent
 * page by its deep link with its heading and data): no page
 * wider than the screen (nor anything in the agent centre's dialog), no control under 44 px, no internal code or
 * raw HTML on screen, no group code drawn on a banner, no serious or critical axe finding (in the open dialog, else on
 * the page). The member pages have their own walk beside this one.
 */
// A phone: its size, and a touch screen (a coarse pointer, for which the kit sizes its targets).
test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

async function expectClean(page: Page, where: string) {
  await networkQuiet(page);
  const findings = await phoneFindings(page);
  const fit = await dialogOverflow(page);
  if (fit.dialog > 0) findings.push(`dialog content past the screen: ${fit.culprits.join(', ')}`);
  findings.push(...(await bannerCodes(page)));
  const open = (await page.locator('[role="dialog"][aria-modal="true"]').count()) > 0;
  // A vendor's page in its iframe is the vendor's (the demo vendor's is the server's): the walk checks ours.
  findings.push(
    ...(await seriousViolations(page, open ? '[role="dialog"][aria-modal="true"]' : undefined, 'iframe')),
  );
  expect(findings, `${where} at 360 px`).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  trackNetwork(page);
  await browseFrom(page, randomIp());
});

test('home, a natural category path and the lottery fit a 360 px phone, with names and no codes', async ({
  page,
}) => {
  await gotoSettled(page, '/');
  await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible();
  // Home's rows ask for their games and render as they come near: walk down to draw them all, then check the page.
  for (let y = 0; y < 16; y += 1) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(150);
  }
  await expect(page.getByRole('region', { name: 'Card games' }).getByRole('button').first()).toBeVisible();
  await expectClean(page, 'home');
  await expect(page.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();

  await gotoSettled(page, '/slots');
  await expect(page).toHaveURL((url) => url.pathname === '/rng');
  await expect(page.getByRole('heading', { name: 'Slots', level: 1 })).toBeVisible();
  await expectClean(page, '/slots → /rng');

  await gotoSettled(page, '/lottery');
  // The header keeps its menu on the lottery page (a drawer on a phone).
  await expect(page.getByRole('banner').getByRole('button', { name: 'Collapse side menu' })).toBeVisible();
  await expectClean(page, '/lottery');
  // A board (the list → board scroll reset is a component test of mfe-lottery's routes).
  await gotoSettled(page, '/lottery?gameCode=KENO_1M');
  await expect(page.getByRole('heading', { name: 'Keno 1 min', level: 1 })).toBeVisible();
  await expectClean(page, 'a lottery board');
});

test("a member's game page titles the game by its name, fits 360 px with its vendor page, and leads back", async ({
  page,
}) => {
  await gotoSettled(page, '/');
  await logIn(page, 'demo', 'Demo1234');
  await expect(page.getByTestId('balance-amount')).toHaveText(/\d/);
  await closeAfterLoginModal(page);
  await page.goto('/rng');
  // Opened from its tile in the slots lobby, as a player does.
  const lobby = remoteRoot(page, 'mfe_lobby');
  await lobby.getByRole('searchbox', { name: 'Search games' }).fill('Demo Paid');
  await lobby.getByRole('button', { name: 'Search' }).click();
  await lobby.getByRole('button', { name: 'Play Demo Paid Slot' }).click();
  await expect(page).toHaveURL(/\/game\?gameId=PG-RNG-0002/);
  await expect(page.getByRole('heading', { name: 'Demo Paid Slot' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Collapse side menu' })).toBeVisible();
  const vendor = page.frameLocator('iframe[title="Game Demo Paid Slot"]');
  await expect(vendor.getByRole('heading', { name: 'Demo Paid Slot' })).toBeVisible();
  await expect(vendor.getByRole('button', { name: 'Spin' })).toBeEnabled();
  // The vendor's page fits its frame: the third reel is not cut, nothing scrolls sideways.
  const frame = page.frame({ url: /vendor-demo\/play/ })!;
  const fit = await frame.evaluate(() => {
    const reels = [...document.querySelectorAll('#reels span')].map((r) => r.getBoundingClientRect().right);
    return {
      extra: document.documentElement.scrollWidth - window.innerWidth,
      lastReel: Math.max(...reels),
      width: window.innerWidth,
    };
  });
  expect(fit.extra).toBe(0);
  expect(fit.lastReel).toBeLessThanOrEqual(fit.width);
  await expectClean(page, '/game');
  await page.getByRole('button', { name: 'Lobby' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/rng');
});

/** Each agent-centre page with the heading it shows. */
const AGENT_HEADINGS: Record<(typeof AGENT_PAGES)[number], string> = {
  announcement: 'Announcements',
  teamOverview: 'Team overview',
  registerCentre: 'Register centre',
  downlineManagement: 'Downline management',
  teamBetting: 'Team betting',
  lossStatements: 'Loss statements',
  myIncome: 'My income',
  accountDetails: 'Account details',
  dividend: 'Dividend',
  dailySalary: 'Daily salary',
  hourlySalary: 'Hourly salary',
  realtimeSalary: 'Real-time salary',
};

/**
 * Every agent-centre page by its deep link, in two halves so two workers share the walk: the team pages as agent1
 * (the top of the seeded tree: its team's bets and movements), the money and contract pages as agent2, which holds
 * every contract kind from agent1 (docs/agents.md "Seed"), so the four contract pages show a contract. Both only read.
 */
for (const [half, account, pages] of [
  ['team pages', 'agent1', AGENT_PAGES.slice(0, 6)],
  ['money and contract pages', 'agent2', AGENT_PAGES.slice(6)],
] as const) {
  test(`the agent centre's ${half} open by deep link at 360 px with their data, fit, and show names, not codes`, async ({
    page,
  }) => {
    test.slow();
    await gotoSettled(page, '/');
    await logIn(page, account, 'Agent1234');
    await expect(page.getByTestId('balance-amount')).toHaveText(/\d/);
    await closeAfterLoginModal(page);
    const centre = page.getByRole('dialog', { name: 'Agent centre' });
    for (const key of pages) {
      await page.goto(`/agent/${key}`);
      await expect(
        centre.getByRole('heading', { name: AGENT_HEADINGS[key], exact: true, level: 2 }),
      ).toBeVisible();
      // The page loaded its data: an error state would fit the screen too, and prove nothing.
      await expect(centre.getByRole('button', { name: 'Retry' })).toHaveCount(0);
      await expect(centre.locator('[aria-busy="true"], .ui-skeleton')).toHaveCount(0);
      await expectClean(page, `/agent/${key}`);
    }
    if (account !== 'agent1') return;
    // The pages the issue named, in words: an announcement formatted (no tags), team bets by game and vendor name,
    // account details without movement codes or bare ids (the totals adding up are my-income.test.tsx's).
    await page.goto('/agent/announcement');
    await expect(centre.locator('.agent-announcements__content p').first()).toBeVisible();
    await page.goto('/agent/teamBetting');
    const bets = centre.getByRole('table', { name: 'Team bet records' });
    await expect(bets.getByText('Demo Paid Slot').first()).toBeVisible();
    await expect(bets.getByRole('cell', { name: 'DEMO', exact: true })).toHaveCount(0);
    await page.goto('/agent/accountDetails');
    await expect(centre.getByRole('table', { name: 'My account movements' })).toBeVisible();
    await expect(centre.getByRole('cell', { name: /agent-(dividend|salary|transfer)|^\d+$/ })).toHaveCount(0);
    await page.goto('/agent/myIncome');
    await expect(centre.getByRole('table', { name: 'Bills I pay my downlines' })).toBeVisible();
  });
}
