import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { autoCloseAnnouncements } from '../../support/remotes';
import { site } from '../../support/site';

/**
 * The release service on the suite's one started site (ADR 010): a team token publishes over HTTP from a separate
 * process, a 50 % canary splits fresh browsers and each keeps its version, a candidate that throws is rolled back
 * automatically, a preview link pins one browser. Listed in `one-at-a-time` (it changes what every page loads) and
 * restores the live lobby at the end.
 */
const exec = promisify(execFile);
test.describe.configure({ mode: 'serial' });

const ops = () => ({ 'x-admin-token': site.adminToken(), 'content-type': 'application/json' });
let teamToken = '';
let originalLive = '';
let base = '';

async function api(method: string, url: string, headers: Record<string, string>, body?: unknown) {
  const res = await fetch(`${site.url()}${url}`, {
    method,
    headers,
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const envelope = (await res.json()) as { success: boolean; value: unknown; message: string };
  if (!envelope.success) throw new Error(`${method} ${url}: ${envelope.message}`);
  return envelope.value as Record<string, unknown>;
}

async function liveLobby(): Promise<string> {
  const manifest = (await (await fetch(`${site.url()}/releases/manifest.json`)).json()) as {
    remotes: Record<string, { version: string }>;
  };
  return manifest.remotes.mfe_lobby!.version;
}

/**
 * The live lobby's files (plain, from the site's cache) with `extra` appended to its remoteEntry.js — or put before
 * everything in it (`at: 'start'`), so the entry fails before it defines its container: a remote broken at mount.
 */
async function lobbyBuild(name: string, extra: string, at: 'start' | 'end' = 'end'): Promise<string> {
  const from = path.join(site.releasesDir(), 'mfe-lobby', originalLive);
  const to = path.join(base, name);
  await fs.cp(from, to, { recursive: true, filter: (src) => !/\.(br|gz)$/.test(src) });
  for (const entry of await fs.readdir(to, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) await fs.chmod(path.join(entry.parentPath, entry.name), 0o644);
  }
  const entry = path.join(to, 'remoteEntry.js');
  if (at === 'end') await fs.appendFile(entry, `\n${extra}\n`);
  else await fs.writeFile(entry, `${extra}\n${await fs.readFile(entry, 'utf8')}`);
  return to;
}

const marker = (text: string) =>
  `;(function(){var p=document.createElement('p');p.setAttribute('role','status');p.textContent=${JSON.stringify(text)};document.body.appendChild(p);})();`;

/** `npm run release -- …` as a team's CI runs it: its own process, the site's URL, the team token. */
async function cli(...args: string[]) {
  const env = { ...process.env, RELEASE_TOKEN: teamToken, LOG_LEVEL: 'silent' };
  const out = await exec(
    'node',
    ['--import', 'tsx', 'src/modules/releases/release.cli.ts', ...args, '--server', site.url()],
    { cwd: site.serverDir(), env },
  );
  return out.stdout;
}

async function versionShown(page: Page): Promise<string> {
  const res = await page.request.get('/releases/manifest.json');
  return ((await res.json()) as { remotes: Record<string, { version: string }> }).remotes.mfe_lobby!.version;
}

test.beforeAll(async () => {
  base = await fs.mkdtemp(path.join(os.tmpdir(), 'e2e-release-service-'));
  originalLive = await liveLobby();
  teamToken = String(
    (await api('POST', '/wps/releases/tokens', ops(), { app: 'mfe-lobby', name: 'e2e lobby CI' })).token,
  );
});

test.afterAll(async () => {
  // The rest of the suite sees the lobby it started with: no canary left running, the original live.
  await api('POST', '/wps/releases/apps/mfe-lobby/canary', ops(), {
    version: originalLive,
    percent: 0,
  }).catch(() => undefined);
  await api('POST', '/wps/releases/apps/mfe-lobby/rollback', ops(), { to: originalLive, force: true }).catch(
    () => undefined,
  );
  await api('POST', '/wps/releases/apps/mfe-lobby/promote', ops(), { version: originalLive }).catch(
    () => undefined,
  );
  expect(await liveLobby()).toBe(originalLive);
  await fs.rm(base, { recursive: true, force: true });
});

test('a team token publishes a new lobby over HTTP from its own process; it shows after reload once promoted', async ({
  page,
}) => {
  const dir = await lobbyBuild('e2e-team', marker('Lobby from the team CI'));
  expect(await cli('publish', 'mfe-lobby', '--version', 'e2e-team', '--from', dir)).toMatch(
    /Published mfe-lobby e2e-team .*not promoted/,
  );
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByText('Lobby from the team CI')).toHaveCount(0);
  await api('POST', '/wps/releases/apps/mfe-lobby/promote', ops(), { version: 'e2e-team' });
  await page.reload();
  await expect(page.getByText('Lobby from the team CI')).toBeVisible();
});

test('a 50 % canary splits 40 fresh browsers roughly in half, and each keeps its version over three reloads', async ({
  browser,
}) => {
  const dir = await lobbyBuild('e2e-canary', marker('Lobby canary'));
  await cli('publish', 'mfe-lobby', '--version', 'e2e-canary', '--from', dir);
  expect(await cli('canary', 'mfe-lobby', 'e2e-canary', '--percent', '50')).toContain('canary for 50 %');
  const seen: Record<string, number> = {};
  // 37 light browsers: the manifest with their own cookie jar is what the shell reads.
  for (let i = 0; i < 37; i += 1) {
    const ctx = await playwrightRequest.newContext({ baseURL: site.url() });
    const first = (
      (await (await ctx.get('/releases/manifest.json')).json()) as {
        remotes: Record<string, { version: string }>;
      }
    ).remotes.mfe_lobby!.version;
    for (let reload = 0; reload < 3; reload += 1) {
      const again = (
        (await (await ctx.get('/releases/manifest.json')).json()) as {
          remotes: Record<string, { version: string }>;
        }
      ).remotes.mfe_lobby!.version;
      expect(again).toBe(first);
    }
    seen[first] = (seen[first] ?? 0) + 1;
    await ctx.dispose();
  }
  // 3 real pages: the shell loads the version of its cohort, on every reload.
  for (let i = 0; i < 3; i += 1) {
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    const version = await versionShown(page);
    seen[version] = (seen[version] ?? 0) + 1;
    for (let reload = 0; reload < 3; reload += 1) {
      const shown = page.getByText('Lobby canary');
      if (version === 'e2e-canary') await expect(shown).toBeVisible();
      else await expect(page.getByText('Lobby from the team CI')).toBeVisible();
      await page.reload();
      expect(await versionShown(page)).toBe(version);
    }
    await ctx.close();
  }
  expect((seen['e2e-canary'] ?? 0) + (seen['e2e-team'] ?? 0)).toBe(40);
  expect(seen['e2e-canary']).toBeGreaterThanOrEqual(10);
  expect(seen['e2e-team']).toBeGreaterThanOrEqual(10);
  await cli('canary', 'mfe-lobby', 'e2e-canary', '--percent', '0');
});

test('a candidate whose remote throws at mount is rolled back automatically and the page recovers', async ({
  browser,
}) => {
  const dir = await lobbyBuild(
    'e2e-broken',
    "throw new Error('e2e: the lobby candidate breaks at mount');",
    'start',
  );
  await cli('publish', 'mfe-lobby', '--version', 'e2e-broken', '--from', dir);
  // Ops put every browser on it (a team may not go to 100 %): the page shows the lobby's fallback.
  await api('POST', '/wps/releases/apps/mfe-lobby/canary', ops(), { version: 'e2e-broken', percent: 100 });
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await page.goto('/');
  await expect(page.getByRole('alert')).toBeVisible({ timeout: 60_000 });
  // What a failing canary's other browsers report: failures of e2e-broken, mounts of the live version (distinct
  // addresses: one client may send 20 reports a minute).
  for (let i = 0; i < 60; i += 1) {
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i + 1}` };
    await fetch(`${site.url()}/wps/telemetry/remote-error`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        remote: 'mfe_lobby',
        version: 'e2e-broken',
        stage: 'entry',
        message: 'e2e',
        url: site.url(),
      }),
    });
    await fetch(`${site.url()}/wps/telemetry/mounts`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ mounts: [{ remote: 'mfe_lobby', version: 'e2e-team' }] }),
    });
  }
  await api('POST', '/wps/dev/jobs/release-guard/run', { 'content-type': 'application/json' }, {});
  const status = (await api('GET', '/wps/releases/status', ops())) as unknown as Array<{
    app: string;
    canary: string | null;
    lastActions: Array<{ action: string }>;
  }>;
  const lobby = status.find((s) => s.app === 'mfe-lobby')!;
  expect(lobby.canary).toBeNull();
  expect(lobby.lastActions[0]?.action).toBe('automatic rollback');
  await page.reload();
  await expect(page.getByText('Lobby from the team CI')).toBeVisible();
  await ctx.close();
});

test('a preview link shows the unpromoted version to that browser only, with a badge and a way out', async ({
  browser,
}) => {
  const out = await cli('preview', 'mfe-lobby', 'e2e-canary');
  const link = out.split('\n')[0]!;
  const previewing = await browser.newContext();
  const page = await previewing.newPage();
  // A visitor's announcements popup would cover the badge's exit button.
  await autoCloseAnnouncements(page);
  await page.goto(link);
  await expect(page.getByText('Lobby canary')).toBeVisible();
  await expect(page.getByText('Preview: mfe-lobby e2e-canary')).toBeVisible();
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/');
  await expect(otherPage.getByText('Lobby from the team CI')).toBeVisible();
  await expect(otherPage.getByText('Lobby canary')).toHaveCount(0);
  await page.getByRole('button', { name: 'Exit preview' }).click();
  await expect(page.getByText('Lobby from the team CI')).toBeVisible();
  await expect(page.getByText('Preview: mfe-lobby e2e-canary')).toHaveCount(0);
  await previewing.close();
  await other.close();
});
