import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { seriousViolations } from '../../support/axe';
import { site } from '../../support/site';

/**
 * Running the site from the back office (docs/back-office.md "Site", "Releases"): the demo owner rolls the lobby back
 * from the Releases screen and a fresh page serves the previous version; switches the site to maintenance and a
 * visitor sees the maintenance page, then back to normal; the agent screens open; the lottery desk verifies a drawn
 * issue's commit-reveal and chat moderation lists the seeded reports. axe on each screen; at 1024 px
 * nothing scrolls sideways.
 * Listed in `one-at-a-time`: it changes what every page loads. One sign-in for the file (a TOTP code works once).
 */
const exec = promisify(execFile);
test.describe.configure({ mode: 'serial' });

const BOSS = { account: 'boss', password: 'BossDemo-2026!', secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' };
const ops = () => ({ 'x-admin-token': site.adminToken(), 'content-type': 'application/json' });
const code = (steps: number) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(BOSS.secret) }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

let context: BrowserContext;
let page: Page;
let originalLive = '';
let base = '';

async function api(method: string, url: string, body?: unknown) {
  const res = await fetch(`${site.url()}${url}`, {
    method,
    headers: ops(),
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const envelope = (await res.json()) as { success: boolean; value: unknown; message: string };
  if (!envelope.success) throw new Error(`${method} ${url}: ${envelope.message}`);
  return envelope.value;
}

async function liveLobby(): Promise<string> {
  const manifest = (await (await fetch(`${site.url()}/releases/manifest.json`)).json()) as {
    remotes: Record<string, { version: string }>;
  };
  return manifest.remotes.mfe_lobby!.version;
}

/** The live lobby's files with a visible marker appended to its entry, published and promoted as `version`. */
async function publishMarkedLobby(version: string, text: string): Promise<void> {
  const to = path.join(base, version);
  await fs.cp(path.join(site.releasesDir(), 'mfe-lobby', originalLive), to, {
    recursive: true,
    filter: (src) => !/\.(br|gz)$/.test(src),
  });
  for (const entry of await fs.readdir(to, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) await fs.chmod(path.join(entry.parentPath, entry.name), 0o644);
  }
  const marker = `;(function(){var p=document.createElement('p');p.setAttribute('role','status');p.textContent=${JSON.stringify(text)};document.body.appendChild(p);})();`;
  await fs.appendFile(path.join(to, 'remoteEntry.js'), `\n${marker}\n`);
  const env = { ...process.env, RELEASE_TOKEN: site.adminToken(), LOG_LEVEL: 'silent' };
  const cli = ['--import', 'tsx', 'src/modules/releases/release.cli.ts'];
  await exec(
    'node',
    [...cli, 'publish', 'mfe-lobby', '--version', version, '--from', to, '--server', site.url()],
    {
      cwd: site.serverDir(),
      env,
    },
  );
  await api('POST', '/wps/releases/apps/mfe-lobby/promote', { version });
}

/** Signs boss in through the API in the page's context (the cookie is the page's); tries the next step on a replay. */
async function signIn(browser: Browser): Promise<void> {
  context = await browser.newContext({ viewport: { width: 1024, height: 800 } });
  page = await context.newPage();
  const login = await context.request.post('/wps/staff/login', {
    data: { account: BOSS.account, password: BOSS.password },
  });
  const { ticket } = ((await login.json()) as { value: { ticket: string } }).value;
  for (const steps of [0, 1]) {
    const verify = await context.request.post('/wps/staff/login/verify', {
      data: { ticket, code: code(steps) },
    });
    if (verify.ok()) return;
  }
  throw new Error('boss could not sign in');
}

async function checkPage(what: string): Promise<void> {
  expect(await seriousViolations(page), what).toEqual([]);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways, `${what} scrolls sideways at 1024 px`).toBeLessThanOrEqual(0);
}

test.beforeAll(async ({ browser }) => {
  base = await fs.mkdtemp(path.join(os.tmpdir(), 'e2e-bo-ops-'));
  originalLive = await liveLobby();
  await signIn(browser);
});

test.afterAll(async () => {
  await api('PUT', '/wps/admin/system/status', { mode: 'normal' }).catch(() => undefined);
  await api('POST', '/wps/releases/apps/mfe-lobby/rollback', { to: originalLive, force: true }).catch(
    () => undefined,
  );
  await api('POST', '/wps/releases/apps/mfe-lobby/promote', { version: originalLive }).catch(() => undefined);
  expect(await liveLobby()).toBe(originalLive);
  await context?.close();
  await fs.rm(base, { recursive: true, force: true });
});

test('a release manager rolls the lobby back from the screen; a fresh page serves the previous version', async ({
  browser,
}) => {
  await publishMarkedLobby('e2e-bo-ops', 'Lobby e2e-bo-ops');
  await page.goto('/bo/releases');
  const lobby = page.getByTestId('release-mfe-lobby');
  await expect(lobby.getByText('e2e-bo-ops', { exact: true })).toBeVisible();
  await checkPage('/bo/releases');
  await page.getByRole('button', { name: 'Roll back Lobby' }).click();
  const dialog = page.getByRole('dialog', { name: 'Roll back Lobby' });
  await checkPage('rollback dialog');
  await dialog.getByRole('button', { name: 'Roll back', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(lobby.getByText(originalLive, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'History of Lobby' }).click();
  const history = page.getByRole('dialog', { name: 'History of Lobby' });
  await expect(history.getByRole('row').filter({ hasText: 'rollback' }).first()).toContainText('staff:boss');
  await page.keyboard.press('Escape');

  const visitor = await browser.newPage();
  await visitor.goto('/');
  await expect(visitor.getByRole('banner')).toBeVisible();
  const manifest = (await (await visitor.request.get('/releases/manifest.json')).json()) as {
    remotes: Record<string, { version: string }>;
  };
  expect(manifest.remotes.mfe_lobby!.version).toBe(originalLive);
  await expect(visitor.getByText('Lobby e2e-bo-ops')).toHaveCount(0);
  await visitor.close();
});

test('an operator switches the site to maintenance; a visitor sees the maintenance page, then the site again', async ({
  browser,
}) => {
  await page.goto('/bo/site');
  await expect(page.getByTestId('site-status')).toContainText('Open');
  await checkPage('/bo/site');
  const status = page.getByRole('region', { name: 'Site status' });
  await status.getByLabel('Status', { exact: true }).selectOption('maintenance');
  await status.getByLabel(/Reason/).fill('e2e: database upgrade');
  await status.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByTestId('site-status')).toContainText('Maintenance');

  const visitor = await browser.newPage();
  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { name: 'System maintenance' })).toBeVisible();

  await status.getByLabel('Status', { exact: true }).selectOption('normal');
  await status.getByLabel(/Reason/).fill('e2e: upgrade done');
  await status.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByTestId('site-status')).toContainText('Open');
  await visitor.reload();
  await expect(visitor.getByRole('banner')).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'System maintenance' })).toHaveCount(0);
  await visitor.close();

  const audit = await api('GET', '/wps/admin/audit?entity=site');
  const items = (audit as { items: { action: string; reason: string | null }[] }).items;
  expect(items.slice(0, 2).map((i) => i.reason)).toEqual(['e2e: upgrade done', 'e2e: database upgrade']);
});

test('the agent and risk screens: bills by state, the tree a level at a time, contracts with their history, agent announcements, breaks (axe, 1024 px)', async () => {
  await page.goto('/bo/agent-bills');
  await expect(page.getByRole('heading', { name: 'Agent bills', level: 1 })).toBeVisible();
  await expect(page.getByLabel('State')).toHaveValue('insufficient');
  await checkPage('/bo/agent-bills');
  await page.goto('/bo/agent-tree');
  await page.getByRole('button', { name: 'Show the downlines of agent1' }).click();
  await expect(page.getByRole('button', { name: 'Move agent2 to another upline' })).toBeVisible();
  await checkPage('/bo/agent-tree');
  await page.goto('/bo/agent-contracts?q=agent3');
  await expect(page.getByRole('heading', { name: 'Agent contracts', level: 1 })).toBeVisible();
  await page
    .getByRole('button', { name: /^History of contract \d+$/ })
    .first()
    .click();
  await expect(page.getByRole('list', { name: 'History' }).getByRole('listitem').first()).toBeVisible();
  await checkPage('contract history');
  await page.keyboard.press('Escape');
  await checkPage('/bo/agent-contracts');
  await page.goto('/bo/agent-announcements');
  await expect(page.getByRole('heading', { name: 'Agent announcements', level: 1 })).toBeVisible();
  await checkPage('/bo/agent-announcements');
  await page.goto('/bo/risk-care');
  await expect(page.getByRole('heading', { name: 'Members under a break' })).toBeVisible();
  await checkPage('/bo/risk-care');
});

test('games: a vendor in maintenance reaches the lobby with its message, then back; reports show totals (axe, 1024 px)', async () => {
  const { items } = (await api('GET', '/wps/admin/games/vendors')) as {
    items: { vendor: string; displayName: string }[];
  };
  const vendor = items[0]!;
  const lobbyVendor = async () => {
    const res = await fetch(`${site.url()}/wps/games/vendors`);
    const mapping = (
      (await res.json()) as {
        value: {
          vendors: { vassalage: string; maintenance: boolean; maintenanceMessage?: string | null }[];
        }[];
      }
    ).value;
    return mapping.flatMap((t) => t.vendors).find((v) => v.vassalage === vendor.vendor);
  };
  const { items: games } = (await api('GET', `/wps/admin/games?vendor=${vendor.vendor}&pageSize=1`)) as {
    items: { name: string }[];
  };
  // One vendor and one game: the whole catalogue's tables are long for axe on a loaded machine.
  await page.goto(`/bo/games?vendor=${vendor.vendor}&q=${encodeURIComponent(games[0]!.name)}`);
  await expect(page.getByRole('heading', { name: 'Games', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Move .* up)$/ }).first()).toBeVisible();
  await checkPage('/bo/games');
  await page.getByRole('button', { name: `Start maintenance of ${vendor.displayName}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Message players read').fill('e2e: back in ten minutes');
  await dialog.getByLabel(/Reason/).fill('e2e: vendor upgrade');
  await dialog.getByRole('button', { name: 'Start maintenance' }).click();
  await expect(dialog).toBeHidden();
  expect(await lobbyVendor()).toMatchObject({
    maintenance: true,
    maintenanceMessage: 'e2e: back in ten minutes',
  });
  await page.getByRole('button', { name: `End maintenance of ${vendor.displayName}` }).click();
  await expect(
    page.getByRole('button', { name: `Start maintenance of ${vendor.displayName}` }),
  ).toBeVisible();
  expect(await lobbyVendor()).toMatchObject({ maintenance: false });

  await page.goto('/bo/reports');
  const days = page.getByRole('region', { name: 'By day' });
  const totals = days.getByRole('row').filter({ hasText: 'Total' });
  await expect(totals).toContainText(/\d/);
  await expect(days.getByRole('row')).toHaveCount(9);
  await checkPage('/bo/reports');
});

test("the lottery desk verifies a drawn issue's commit-reveal; chat moderation lists the seeded reports (axe, 1024 px)", async () => {
  await page.goto('/bo/lottery?state=settled');
  await expect(page.getByRole('heading', { name: 'Lottery desk', level: 1 })).toBeVisible();
  const issue = page.getByRole('link', { name: /^Open issue / }).first();
  await expect(issue).toBeVisible();
  await checkPage('/bo/lottery');
  await issue.click();
  await expect(page.getByRole('heading', { name: 'Commit-reveal' })).toBeVisible();
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByText('It matches the commitment.')).toBeVisible();
  await checkPage('/bo/lottery issue');

  await page.goto('/bo/chat');
  await expect(page.getByRole('heading', { name: 'Chat moderation', level: 1 })).toBeVisible();
  await expect(page.getByText(/Free credits for everyone/)).toBeVisible();
  await checkPage('/bo/chat');
});
