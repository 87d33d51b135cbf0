import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../../support/axe';
import { dialogOverflow } from '../../support/phone-fit';
import { browseFrom, closeAfterLoginModal, gotoSettled, logIn, randomIp } from '../shell/shell-helpers';

/**
 * The phone walk (docs/decisions.md "Phone navigation"): at 360 × 780 every member page opens by its deep link
 * with its heading (the member centre's menu and the two money records too), the register page and the pages a
 * player starts from are walked as a signed-in player, and each fails on
 * - sideways overflow (the page, or anything inside the dialog);
 * - an input, select or button smaller than 44 px either way (inline links are links, not counted; a radio or
 *   checkbox counts by the label row it sits in);
 * - visible text that is an internal code (`PG-RNG-0001`, `bet:893`) or a raw HTML tag;
 * - Deposit and Withdraw not on screen without scrolling (the bottom tab bar, one tap each);
 * - a serious or critical axe finding (contrast, labels, names) in what is in reach (the dialog, else the page).
 * player3 only reads here (its seeded bets fill the records), so nothing collides with other specs.
 */
/** Each member page by its deep link, with the heading it must show (where one names it exactly). */
const MEMBER_PAGES: readonly (readonly [string, string | null])[] = [
  ['memberCentre', null],
  ['depositv2', 'Deposit'],
  ['withdraw', 'Withdraw'],
  ['transferFund', 'Wallet'],
  ['transferUpline', 'Transfer to upline'],
  ['transactionHistory?type=deposit', null],
  ['transactionHistory?type=withdraw', null],
  ['personalHistoryCopy', 'Betting record'],
  ['transactionHistory', 'Account record'],
  ['personalProfit', 'Profit and loss'],
  ['rewardCenter', 'Reward centre'],
  ['bonusDetails', 'Bonus details'],
  ['missionLeaderboard', 'Mission leaderboard'],
  ['manualRebate', 'Rebate'],
  ['referral', 'Invite friends'],
  ['vipRank', 'VIP rank'],
  ['securityCenter', 'My account'],
  ['messageV2', 'Messages'],
];
/** Pages of other areas a player starts from: there the bar's Deposit and Withdraw and the page's fit are checked. */
const START_PAGES = ['/', '/rng', '/promotions', '/pointMall'];

const CODE_PATTERNS = [
  /\b[A-Z]+-[A-Z]+-\d{4}\b/,
  /\bbet:\d+/,
  /<\/?(p|strong|em|b|i|br|div|span|a|ul|li|h\d)(\s[^>]*)?>/,
];

test.use({ viewport: { width: 360, height: 780 } });

/**
 * Where the checks look: the dialog and the tab bar when an overlay is open (the page under it is another area's,
 * dimmed and out of reach), else the header, the page's form and the tab bar (the notice bar and the footer are
 * home's, walked with it).
 */
const SCOPE = '[role="dialog"], .tab-bar';
const PAGE_SCOPE = '.app-header, main form, .tab-bar';

/** Controls under 44 px either way, visible ones only; a radio/checkbox is measured by its label row. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(
    ([scope, pageScope]) => {
      const roots = [
        ...document.querySelectorAll(document.querySelector('[role="dialog"]') ? scope : pageScope),
      ];
      const controls = roots.flatMap((root) => [
        ...root.querySelectorAll('input:not([type="hidden"]), select, textarea, button'),
      ]);
      return controls
        .filter((e) => (e as HTMLElement).checkVisibility?.() ?? true)
        .filter((e) => {
          const box = e.getBoundingClientRect();
          return box.width > 0 && box.height > 0;
        })
        .map((e) => {
          const choice = e.matches('[type="radio"], [type="checkbox"]') ? (e.closest('label') ?? e) : e;
          const box = choice.getBoundingClientRect();
          return { e, w: box.width, h: box.height };
        })
        .filter(({ w, h }) => w < 43.5 || h < 43.5)
        .map(({ e, w, h }) => {
          const name = (e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 30);
          return `${e.tagName.toLowerCase()}.${String(e.className).split(' ')[0]} "${name}" ${Math.round(w)}×${Math.round(h)}`;
        });
    },
    [SCOPE, PAGE_SCOPE] as const,
  );
}

async function visibleCodes(page: Page): Promise<string[]> {
  const text = await page.evaluate(
    ([scope, pageScope]) => {
      const roots = [
        ...document.querySelectorAll(document.querySelector('[role="dialog"]') ? scope : pageScope),
      ];
      return roots.map((root) => (root as HTMLElement).innerText).join('\n');
    },
    [SCOPE, PAGE_SCOPE] as const,
  );
  return CODE_PATTERNS.flatMap((pattern) => text.match(pattern) ?? []);
}

/** Deposit and Withdraw on screen, in the tab bar, without scrolling: one tap each. */
async function moneyOneTapAway(page: Page): Promise<void> {
  const bar = page.getByRole('navigation', { name: 'Quick menu' });
  for (const name of ['Deposit', 'Withdraw']) {
    const button = bar.getByRole('button', { name });
    await expect(button).toBeInViewport({ ratio: 1 });
  }
}

async function walkChecks(page: Page, where: string): Promise<void> {
  const fit = await dialogOverflow(page);
  expect(fit, `${where} overflows: ${fit.culprits.join(', ')}`).toMatchObject({ page: 0, dialog: 0 });
  expect(await smallTargets(page), `${where}: targets under 44 px`).toEqual([]);
  expect(await visibleCodes(page), `${where}: internal codes or raw HTML on screen`).toEqual([]);
  await moneyOneTapAway(page);
  const open = (await page.locator('[role="dialog"][aria-modal="true"]').count()) > 0;
  expect(
    await seriousViolations(page, open ? '[role="dialog"][aria-modal="true"]' : undefined),
    `${where}: axe`,
  ).toEqual([]);
  await page.screenshot({ path: test.info().outputPath(`${where.replace(/[^\w]+/g, '_')}.png`) });
}

async function signIn(page: Page): Promise<void> {
  await browseFrom(page, randomIp());
  await gotoSettled(page, '/');
  await logIn(page, 'player3', 'Player1234');
  await closeAfterLoginModal(page);
}

// Two parts, so two workers share the walk (each page is a full load of the site).
for (const [part, pages] of [
  ['first', MEMBER_PAGES.slice(0, 9)],
  ['second', MEMBER_PAGES.slice(9)],
] as const) {
  test(`the ${part} part of the member pages passes the phone walk`, async ({ page }) => {
    test.slow();
    await signIn(page);
    const dialog = page.getByRole('dialog', { name: 'Member centre' });
    for (const [key, heading] of pages) {
      await page.goto(`/member/${key}`);
      await closeAfterLoginModal(page);
      await expect(
        heading
          ? dialog.getByRole('heading', { name: heading, exact: true })
          : dialog.getByRole('heading', { level: 2 }).first(),
      ).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Retry' })).toHaveCount(0);
      await expect(dialog.locator('.ui-skeleton, [role="progressbar"][aria-busy="true"]')).toHaveCount(0);
      await walkChecks(page, `member ${key}`);
    }
  });
}

test('the register page passes the phone walk, and the pages a player starts from keep Deposit and Withdraw one tap away', async ({
  page,
}) => {
  test.slow();
  await browseFrom(page, randomIp());
  await gotoSettled(page, '/register');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await walkChecks(page, 'route /register');
  await logIn(page, 'player3', 'Player1234');
  await closeAfterLoginModal(page);
  for (const route of START_PAGES) {
    await gotoSettled(page, route);
    const fit = await dialogOverflow(page);
    expect(fit.page, `${route} fits`).toBe(0);
    await moneyOneTapAway(page);
  }
});

test('every member page is two taps from any page: the Member tab, then its tile; Deposit is one', async ({
  page,
}) => {
  await signIn(page);
  await gotoSettled(page, '/rng');
  const bar = page.getByRole('navigation', { name: 'Quick menu' });
  await bar.getByRole('button', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/member\/depositv2$/);
  // From inside the member centre: the menu is one tap (the tab bar stays above the overlay), a page the next.
  await bar.getByRole('button', { name: 'Member' }).click();
  const menu = page.getByRole('navigation', { name: 'Member centre pages' });
  await menu.getByRole('button', { name: 'Withdraw record' }).click();
  await expect(page).toHaveURL(/\/member\/transactionHistory\?type=withdraw$/);
  await page.getByRole('button', { name: 'All member pages' }).click();
  await menu.getByRole('button', { name: 'VIP rank' }).click();
  await expect(page).toHaveURL(/\/member\/vipRank$/);
  await bar.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page).toHaveURL(/\/member\/withdraw$/);
  // One back closes the overlay: the pages switched inside it replaced one another.
  await page.goBack();
  await expect(page).toHaveURL(/\/rng$/);
});
