import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { site } from '../../support/site';
import { browseFrom, closeAfterLoginModal, gotoSettled, logIn, randomIp } from '../shell/shell-helpers';

// Withdraw → an operator approves through the admin CLI → the gateway pays → the member answers "partly received"
// with a proof image (docs/payments.md "Receipt confirmation"). A fresh member with its own money, so the demo
// account's turnover and pending withdrawals do not matter.
const exec = promisify(execFile);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(256, 7),
]);

async function adminCli(...args: string[]): Promise<unknown> {
  const { stdout } = await exec(
    process.execPath,
    ['--import', 'tsx', 'src/modules/system/admin.cli.ts', ...args],
    { cwd: site.serverDir(), env: site.cliEnv() },
  );
  expect(stdout).toContain('applied via server');
  return JSON.parse(stdout.slice(stdout.indexOf('\n') + 1));
}

test('withdraw, approved through the admin CLI, paid by the gateway; the member confirms "partly received" with a proof', async ({
  page,
  context,
}) => {
  test.slow();
  await browseFrom(page, randomIp());
  await gotoSettled(page, '/');
  await logIn(page, 'player1', 'Player1234');
  await closeAfterLoginModal(page);
  await page.goto('/member/withdraw');
  await closeAfterLoginModal(page);
  const dialog = page.getByRole('dialog', { name: 'Member centre' });
  await expect(dialog.getByRole('heading', { name: 'Withdraw', exact: true })).toBeVisible();

  // player1 has no withdrawal PIN or payout account in the seed: set them up as a new member would (a retry finds
  // them done).
  const pinForm = dialog.getByRole('form', { name: 'Set a withdrawal password' });
  const payoutForm = dialog.getByRole('form', { name: 'Add a payout account' });
  const withdrawForm = dialog.getByRole('form', { name: 'Withdrawal request' });
  await expect(pinForm.or(payoutForm).or(withdrawForm)).toBeVisible();
  if (await pinForm.isVisible()) {
    await pinForm.getByLabel(/Login password/).fill('Player1234');
    await pinForm.getByLabel(/New withdrawal password/).fill('135790');
    await pinForm.getByRole('button', { name: 'Save' }).click();
    await expect(payoutForm).toBeVisible();
  }
  if (await payoutForm.isVisible()) {
    await payoutForm.getByLabel(/Bank or e-wallet name/).fill('GCash');
    await payoutForm.getByLabel(/Account or mobile number/).fill('09171112222');
    await payoutForm.getByLabel(/Payee name/).fill('Player One');
    await payoutForm.getByRole('button', { name: 'Add account' }).click();
  }
  await expect(withdrawForm).toBeVisible();

  const requested = page.waitForResponse(
    (r) => r.url().endsWith('/wps/v2/withdrawals') && r.request().method() === 'POST',
  );
  await withdrawForm.getByLabel(/Amount/).fill('120');
  await withdrawForm.getByLabel(/Withdrawal password/).fill('135790');
  await withdrawForm.getByRole('button', { name: 'Request withdrawal' }).click();
  const answer = (await (await requested).json()) as {
    success: boolean;
    code: string;
    value: { orderId: number };
  };
  expect(answer).toMatchObject({ success: true });
  const orderId = answer.value.orderId;

  const approved = (await adminCli('withdrawals', 'approve', String(orderId), '--as', 'e2e.ops')) as {
    payoutUrl: string;
  };
  const gateway = await context.newPage();
  await gateway.goto(approved.payoutUrl);
  await gateway.getByRole('button', { name: 'Mark paid' }).click();
  await expect(gateway.getByText(/paid/i).first()).toBeVisible();
  await gateway.close();

  // The list shows the payout as paid, waiting for the member's answer.
  await page.reload();
  await closeAfterLoginModal(page);
  const confirm = dialog.getByRole('button', { name: `Confirm receipt of withdrawal ${orderId}` });
  // The reload loads the member remote and its list again: on a busy two-core machine that took over 20 s.
  await expect(confirm).toBeVisible({ timeout: 45_000 });
  await confirm.click();
  const form = dialog.getByRole('form', { name: 'Confirm receipt' });
  await form.getByRole('radio', { name: 'Partly received' }).check();
  await form.getByLabel('Amount received').fill('80');
  await form.getByLabel(/Proof/).setInputFiles({ name: 'statement.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByText('statement.png')).toBeVisible();
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Thank you, your answer was recorded.')).toBeVisible();
  await expect(dialog.getByText('Partly received: 80.00 of 120.00, 40.00 missing')).toBeVisible();

  // The operators' queue has it, with the proof.
  const disputes = (await adminCli('withdrawals', 'disputes')) as {
    orderId: number;
    receipt: { proofCount: number };
  }[];
  expect(disputes.find((d) => d.orderId === orderId)?.receipt.proofCount).toBe(1);
});
