import { expect, test } from '@playwright/test';
import {
  browseFrom,
  closeAfterLoginModal,
  gotoSettled,
  logIn,
  randomIp,
  registerByUsername,
  trackCaptcha,
} from '../shell/shell-helpers';

// Invite friends (docs/referral.md) on the real site. The seed has player1 and player2 registered with player3's
// code, and their seeded play settles into daily commission when the site starts; only this test invites anyone.
test('a member shares the invite link; a visitor registers through it and shows up among the friends', async ({
  page,
  browser,
  request,
}) => {
  await browseFrom(page, randomIp());
  await gotoSettled(page, '/');
  await logIn(page, 'player3', 'Player1234');
  await closeAfterLoginModal(page);
  await page.goto('/member/referral');
  await closeAfterLoginModal(page);
  const dialog = page.getByRole('dialog', { name: 'Member centre' });
  await expect(dialog.getByTestId('referral-code')).toHaveText('PLAYER03');
  await expect(dialog.getByRole('img', { name: 'QR code of your invite link' })).toBeVisible();
  await expect(dialog.getByTestId('referral-count')).toHaveText('2');
  const friends = dialog.getByRole('table', { name: 'Friends who joined' });
  await expect(friends.getByRole('row', { name: /pl\*\*\*1/ })).toBeVisible();
  await expect(friends.getByRole('row', { name: /pl\*\*\*2/ })).toBeVisible();
  // The commission job ran when the site started: the seeded days are paid.
  await expect(dialog.getByText('No commission paid yet.')).toHaveCount(0);
  const byDay = dialog.getByRole('table', { name: 'Commission by day' });
  await expect(byDay.getByRole('row').nth(1)).toContainText(/\d+\.\d\d/);
  const earned = (await dialog.getByTestId('referral-earned').textContent()) ?? '';
  expect(Number(earned.replace(/[^\d.]/g, ''))).toBeGreaterThan(0);
  const link = (await dialog.getByTestId('referral-link').textContent()) ?? '';
  expect(link).toMatch(/\/register\?referralCode=PLAYER03$/);

  // A friend opens the link in their own browser and registers.
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  try {
    await browseFrom(friend, randomIp());
    const captcha = trackCaptcha(friend, request);
    await friend.goto(link);
    const username = `ref${String(Date.now()).slice(-7)}`;
    await registerByUsername(friend, captcha, username, 'Secret-2026');

    await page.reload();
    await closeAfterLoginModal(page);
    await expect(dialog.getByTestId('referral-count')).toHaveText('3');
    await expect(
      friends.getByRole('row', { name: new RegExp(`re\\*\\*\\*${username.slice(-1)}`) }),
    ).toBeVisible();
  } finally {
    await friendContext.close();
  }
});
