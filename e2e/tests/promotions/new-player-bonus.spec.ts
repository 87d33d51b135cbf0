import { expect, test, type Page } from '@playwright/test';
import { remoteRoot } from '../../support/remotes';
import { browseFrom, closeAfterLoginModal, randomIp, registerFundedPlayer } from '../shell/shell-helpers';

// A new player's first deposit bonus on the real site (docs/promotions.md "Bonuses and wagering"): the register page
// shows the new-player offers; after registering, a deposit through the gateway makes WELCOME100 claimable (100 % of
// the first deposit, 10× the bonus to wager); the withdrawal page holds the bonus back until the wagering is met, and
// lets the member withdraw once it is. The bankroll for the wagering comes from the dev ledger so the slot's luck
// cannot end the test early; the deposit itself is a real gateway deposit.

const memberCentre = (page: Page) => page.getByRole('dialog', { name: 'Member centre' });

async function spin(page: Page, bet: string, rounds: number) {
  await page.goto('/game?gameId=PG-RNG-0002');
  const game = page.frameLocator('iframe[title="Game Demo Paid Slot"]');
  await game.getByLabel('Bet').fill(bet);
  for (let round = 0; round < rounds; round += 1) {
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();
  }
}

test('a new player registers, claims the first-deposit bonus, and withdraws only once its wagering is met', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  await browseFrom(page, randomIp());
  // A bankroll of 2,000.00 for the wagering comes with the new player (dev ledger, not a deposit order).
  await registerFundedPlayer(page, request, {
    prefix: 'np',
    amountMinor: 200_000,
    onRegisterPage: () => expect(page.getByRole('region', { name: 'New-player offers' })).toBeVisible(),
  });

  // The first deposit, 100.00, paid on the gateway's page.
  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  const centre = memberCentre(page);
  await centre.getByRole('spinbutton', { name: 'Amount' }).fill('100');
  const [gateway] = await Promise.all([
    context.waitForEvent('page'),
    centre.getByRole('button', { name: 'Deposit now' }).click(),
  ]);
  await gateway.getByRole('button', { name: 'Pay now' }).click();
  await expect(centre.getByRole('status')).toHaveText('Paid: the amount was added to your balance.', {
    timeout: 20_000,
  });
  await gateway.close();

  // The first-deposit bonus is now claimable on /promotions.
  await page.goto('/promotions');
  await closeAfterLoginModal(page);
  const card = remoteRoot(page, 'mfe_promotions').locator('[data-promotion="WELCOME100"]');
  await card.getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByText('Bonus of 100.00 credited.')).toBeVisible();

  // Until 1,000.00 is wagered the bonus is held back from withdrawal.
  await page.goto('/member/withdraw');
  await closeAfterLoginModal(page);
  const wagering = memberCentre(page).getByRole('progressbar', { name: 'Bonus wagering' });
  await expect(wagering).toBeVisible();
  await expect(wagering).toHaveAttribute('max', '1000');

  await spin(page, '500', 2);

  await page.goto('/member/withdraw');
  await closeAfterLoginModal(page);
  const withdraw = memberCentre(page);
  await expect(withdraw.getByRole('heading', { name: 'Withdraw', exact: true })).toBeVisible();
  await expect(withdraw.getByRole('progressbar', { name: 'Bonus wagering' })).toHaveCount(0);
  const pinForm = withdraw.getByRole('form', { name: 'Set a withdrawal password' });
  await pinForm.getByLabel(/Login password/).fill('Secret-2026');
  await pinForm.getByLabel(/New withdrawal password/).fill('135790');
  await pinForm.getByRole('button', { name: 'Save' }).click();
  const payoutForm = withdraw.getByRole('form', { name: 'Add a payout account' });
  await payoutForm.getByLabel(/Bank or e-wallet name/).fill('GCash');
  await payoutForm.getByLabel(/Account or mobile number/).fill('09171113333');
  await payoutForm.getByLabel(/Payee name/).fill('New Player');
  await payoutForm.getByRole('button', { name: 'Add account' }).click();
  const withdrawForm = withdraw.getByRole('form', { name: 'Withdrawal request' });
  await withdrawForm.getByLabel(/Amount/).fill('100');
  await withdrawForm.getByLabel(/Withdrawal password/).fill('135790');
  await withdrawForm.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(page.getByText('Your withdrawal request was sent for review.')).toBeVisible();
});
