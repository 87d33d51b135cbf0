import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { findFreePortSync } from '../../support/free-port';
import { REPO_ROOT } from '../../support/site-server';
import { closeAfterLoginModal, gotoSettled, logIn } from '../shell/shell-helpers';

/**
 * The player's journey through the site as a cluster (docs/deployment.md "Several processes"): `npm run cluster`
 * — three server processes on one PostgreSQL behind HAProxy, no sticky sessions — serving this spec's own site.
 * Log in, play the demo slot with the header balance following it, deposit through the demo gateway; twice, the
 * second time with one backend SIGKILLed in the middle. Nothing the player sees may fail.
 */
const PORT = findFreePortSync();
test.use({ baseURL: `http://127.0.0.1:${PORT}` });
test.describe.configure({ mode: 'serial' });

let cluster: ChildProcess | undefined;
let output = '';
const database = `e2e_cluster_${process.pid}_${Date.now()}`;
const workDir = mkdtempSync(path.join(tmpdir(), 'site-cluster-'));

function psql(statement: string) {
  const r = spawnSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-qc', statement], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`psql ${statement}: ${r.stderr}`);
}

function printed(pattern: RegExp, timeoutMs: number): Promise<void> {
  const from = output.length;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      clearInterval(poll);
      reject(new Error(`cluster did not print ${pattern}:\n${output.slice(-3000)}`));
    }, timeoutMs);
    const poll = setInterval(() => {
      if (!pattern.test(output.slice(from))) return;
      clearInterval(poll);
      clearTimeout(timer);
      resolve();
    }, 100);
  });
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  psql(`create database ${database}`);
  cluster = spawn(process.execPath, ['scripts/cluster.mjs', '--no-build', '--port', String(PORT)], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${database}`,
      DATA_DIR: path.join(workDir, 'data'),
      RELEASES_DIR: path.join(workDir, 'releases'),
      NODE_ENV: 'test',
      JOBS_ENABLED: 'true',
      PUBLISH_ON_START: 'true',
      SEED_ON_START: 'true',
    },
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
  });
  cluster.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  cluster.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  await printed(/Cluster ready at/, 200_000);
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  if (cluster?.pid && cluster.exitCode === null) {
    const exited = new Promise((resolve) => cluster!.once('exit', resolve));
    cluster.kill('SIGTERM');
    const late = setTimeout(() => process.kill(-cluster!.pid!, 'SIGKILL'), 30_000);
    await exited;
    clearTimeout(late);
  }
  psql(`drop database if exists ${database} with (force)`);
  rmSync(workDir, { recursive: true, force: true });
});

/** The announcements popup a full page load may open (gotoSettled does the same for pages that list them). */
const closeAnnouncements = closeAfterLoginModal;

const headerBalance = async (page: Page) =>
  Number((await page.getByTestId('balance-amount').innerText()).replace(/[^\d.]/g, ''));

async function journey(page: Page, midway: () => Promise<void>) {
  await gotoSettled(page, '/');
  await logIn(page, 'demo', 'Demo1234');
  await expect(page.getByTestId('balance-amount')).toHaveText(/\d/);
  await closeAfterLoginModal(page);

  await page.goto('/game?gameId=PG-RNG-0002');
  await closeAnnouncements(page);
  const game = page.frameLocator('iframe[title="Game Demo Paid Slot"]');
  await expect(game.getByText('Real money')).toBeVisible();
  for (let round = 0; round < 4; round += 1) {
    if (round === 2) await midway();
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();
    await expect(game.getByRole('alert')).toBeEmpty();
  }
  const vendorBalance = Number((await game.getByTestId('vendor-balance').innerText()).replace(/[^\d.]/g, ''));
  await expect.poll(() => headerBalance(page)).toBeCloseTo(vendorBalance, 2);

  const before = await headerBalance(page);
  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Member centre' });
  await dialog.getByRole('button', { name: '500.00' }).click();
  const [gateway] = await Promise.all([
    page.context().waitForEvent('page'),
    dialog.getByRole('button', { name: 'Deposit now' }).click(),
  ]);
  await expect(gateway.getByRole('button', { name: 'Pay now' })).toBeEnabled();
  await gateway.getByRole('button', { name: 'Pay now' }).click();
  await expect(gateway.getByRole('status')).toHaveText('Payment successful. You can close this page.');
  await expect(dialog.getByRole('status')).toHaveText('Paid: the amount was added to your balance.', {
    timeout: 20_000,
  });
  await expect.poll(() => headerBalance(page)).toBeCloseTo(before + 500, 2);
  await gateway.close();
}

test('the journey through the balancer: log in, play the demo slot, deposit', async ({ page }) => {
  await journey(page, async () => undefined);
});

test('the same journey with one backend SIGKILLed in the middle finishes without a visible error', async ({
  page,
}) => {
  await journey(page, async () => {
    const gone = printed(/node 2 exited code=null signal=SIGKILL/, 10_000);
    cluster!.stdin!.write('kill 2\n');
    await gone;
  });
  const back = printed(/node 2 up/, 120_000);
  cluster!.stdin!.write('start 2\n');
  await back;
});
