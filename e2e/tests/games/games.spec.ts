import { expect, test, type Page } from '@playwright/test';
import { remoteRoot } from '../../support/remotes';

/**
 * Games end to end on the real site: the seeded catalogue, the lobby remote, the demo vendor's
 * pages in an iframe and the seamless wallet moving the demo member's money.
 */

async function searchGames(page: Page, text: string) {
  const lobby = remoteRoot(page, 'mfe_lobby');
  await lobby.getByRole('searchbox', { name: 'Search games' }).fill(text);
  await lobby.getByRole('button', { name: 'Search' }).click();
}

test.describe.configure({ mode: 'serial' });

// The shell's announcement and after-login popups may open over any page: close them whenever they show.
test.beforeEach(async ({ page }) => {
  const popups = page.getByRole('dialog', { name: /^(Announcements|Welcome!)$/ });
  await page.addLocatorHandler(popups, async () => {
    await popups
      .first()
      .getByRole('button', { name: /close/i })
      .click({ timeout: 3000 })
      .catch(() => undefined);
  });
});

test('a visitor browses /rng: vendor, classification, load more, search', async ({ page }) => {
  await page.goto('/rng');
  const lobby = remoteRoot(page, 'mfe_lobby');
  const grid = lobby.getByRole('list', { name: 'Slots games' });
  await expect(grid.getByRole('listitem')).toHaveCount(42);
  await expect(lobby.getByText(/^1 \/ \d+$/)).toBeVisible();

  await lobby.getByRole('navigation', { name: 'Providers' }).getByRole('button', { name: 'PG Soft' }).click();
  await expect(grid.getByRole('button', { name: 'Play Demo Fortune Slot' })).toBeVisible();
  await lobby.getByRole('group', { name: 'Classification' }).getByRole('button', { name: 'Table' }).click();
  await expect(lobby.getByText('1 / 3')).toBeVisible();
  await expect(grid.getByRole('listitem')).toHaveCount(42);

  await lobby.getByRole('button', { name: 'More' }).click();
  await expect(lobby.getByText('2 / 3')).toBeVisible();
  await expect(grid.getByRole('listitem')).toHaveCount(84);

  // Search keeps the vendor and classification filters; clearing the vendor (tap it again) resets them.
  await lobby.getByRole('navigation', { name: 'Providers' }).getByRole('button', { name: 'PG Soft' }).click();
  await expect(
    lobby.getByRole('navigation', { name: 'Providers' }).getByRole('button', { name: 'PG Soft' }),
  ).toHaveAttribute('aria-pressed', 'false');
  await searchGames(page, '  Demo Fortune ');
  await expect(grid.getByRole('listitem')).toHaveCount(1);
  await expect(grid.getByRole('button', { name: 'Play Demo Fortune Slot' })).toBeVisible();
});

test('a visitor trial-plays a free game with play money', async ({ page }) => {
  await page.goto('/rng');
  await searchGames(page, 'Demo Fortune');
  await remoteRoot(page, 'mfe_lobby').getByRole('button', { name: 'Play Demo Fortune Slot' }).click();
  await expect(page).toHaveURL(/\/game\?gameId=PG-RNG-0001&trial=1/);
  const game = page.frameLocator('iframe[title="Game Demo Fortune Slot"]');
  await expect(game.getByText('Trial (play money)')).toBeVisible();
  await expect(game.getByTestId('vendor-balance')).toHaveText('1000.00');
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.getByRole('status')).toHaveText(/You win|No win/);
  await expect(game.getByTestId('vendor-balance')).not.toHaveText('1000.00');
});

test('a visitor is asked to log in for a paid game', async ({ page }) => {
  await page.goto('/rng');
  await searchGames(page, 'Demo Paid');
  await remoteRoot(page, 'mfe_lobby').getByRole('button', { name: 'Play Demo Paid Slot' }).click();
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Username' })).toBeVisible();
  await expect(page).toHaveURL(/\/rng/);
});

test('a member favourites a game, finds it in /fav, plays the demo slot and sees it in recent', async ({
  page,
}) => {
  await page.goto('/rng');
  await searchGames(page, 'Demo Paid');
  const lobby = remoteRoot(page, 'mfe_lobby');
  // Favouriting as a visitor opens the login popup: log in there as the seeded member.
  await lobby.getByRole('button', { name: 'Add Demo Paid Slot to favourites' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Username' }).fill('demo');
  await dialog.getByLabel('Password', { exact: true }).fill('Demo1234');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  const balance = page.getByTestId('balance-amount');
  await expect(balance).toHaveText(/\d/, { timeout: 30_000 });

  await page.goto('/rng');
  await searchGames(page, 'Demo Paid');
  await lobby.getByRole('button', { name: 'Add Demo Paid Slot to favourites' }).click();
  await expect(lobby.getByRole('button', { name: 'Remove Demo Paid Slot from favourites' })).toBeVisible();

  await page.goto('/fav');
  await lobby.getByRole('button', { name: 'Play Demo Paid Slot' }).click();
  await expect(page).toHaveURL(/\/game\?gameId=PG-RNG-0002$/);
  const before = await balance.textContent();
  const game = page.frameLocator('iframe[title="Game Demo Paid Slot"]');
  await expect(game.getByText('Real money')).toBeVisible();
  const navigations: string[] = [];
  page.on('framenavigated', (f) => f === page.mainFrame() && navigations.push(f.url()));
  for (let round = 0; round < 3; round += 1) {
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();
  }
  await expect(balance).not.toHaveText(before ?? '');
  expect(navigations).toEqual([]);
  await expect(balance).toHaveText(
    (await game.getByTestId('vendor-balance').textContent())?.replace(/\B(?=(\d{3})+(?!\d))/g, ',') ?? '',
  );

  // A reload launches again rather than reopening the tile's one-time ticket, which the first open spent.
  await page.reload();
  await expect(game.getByTestId('vendor-balance')).toHaveText(/\d/);
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();
  await expect(game.getByRole('alert')).toBeEmpty();

  await page.goto('/rng');
  await lobby.getByRole('group', { name: 'List' }).getByRole('button', { name: 'Recent' }).click();
  await expect(lobby.getByRole('button', { name: 'Play Demo Paid Slot' })).toBeVisible();
});
