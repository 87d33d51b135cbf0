import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { APPS, hashServed, hashTree, type ReleaseSite, startReleaseSite } from './release-site';

test.describe.configure({ mode: 'serial' });

const MARKER = 'Lobby release v2 is live';
let site: ReleaseSite;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  site = await startReleaseSite();
});
test.afterAll(async () => {
  await site?.close();
});

/**
 * The "changed mfe-lobby": a copy of the v1 build whose remoteEntry.js also renders a visible
 * line. Made by editing files, not by building, so the test also shows publishing needs no build.
 */
async function changedLobbyBuild(): Promise<string> {
  const v1 = path.join(site.base, 'builds', 'mfe-lobby', 'v1');
  const v2 = path.join(site.base, 'builds', 'mfe-lobby', 'v2');
  await fs.cp(v1, v2, { recursive: true });
  const entry = path.join(v2, 'remoteEntry.js');
  const marker = `;(function(){var p=document.createElement('p');p.setAttribute('role','status');p.textContent=${JSON.stringify(MARKER)};document.body.appendChild(p);})();\n`;
  await fs.appendFile(entry, marker);
  return v2;
}

test('publish a changed mfe-lobby, then roll back: only the lobby changes, nothing is rebuilt', async ({ page }) => {
  const lobbyRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/releases/mfe-lobby/')) lobbyRequests.push(new URL(r.url()).pathname);
  });
  const others = APPS.filter((a) => a !== 'mfe-lobby');
  const servedBefore = Object.fromEntries(await Promise.all(others.map(async (a) => [a, await hashServed(site, a)])));
  const buildsBefore = await hashTree(path.join(site.base, 'builds'));

  await page.goto(site.url);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect.poll(() => lobbyRequests.some((u) => u.startsWith('/releases/mfe-lobby/v1/'))).toBe(true);
  await expect(page.getByText(MARKER)).toHaveCount(0);

  const v2 = await changedLobbyBuild();
  expect(await site.release('publish', 'mfe-lobby', '--version', 'v2', '--from', v2, '--by', 'e2e')).toContain('now live (was v1)');
  lobbyRequests.length = 0;
  await page.reload();
  await expect(page.getByText(MARKER)).toBeVisible();
  expect(lobbyRequests.every((u) => u.startsWith('/releases/mfe-lobby/v2/'))).toBe(true);

  expect(await site.release('rollback', 'mfe-lobby', '--by', 'e2e')).toContain('Rolled back mfe-lobby to v1 (was v2)');
  lobbyRequests.length = 0;
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect.poll(() => lobbyRequests.some((u) => u.startsWith('/releases/mfe-lobby/v1/'))).toBe(true);
  await expect(page.getByText(MARKER)).toHaveCount(0);
  expect(lobbyRequests.every((u) => u.startsWith('/releases/mfe-lobby/v1/'))).toBe(true);

  // The shell's and every other remote's served bytes are identical, and no build output changed
  // (the only new build folder is the hand-made v2).
  for (const app of others) expect(await hashServed(site, app)).toEqual(servedBefore[app]);
  const buildsAfter = await hashTree(path.join(site.base, 'builds'));
  for (const [file, hash] of Object.entries(buildsBefore)) expect(buildsAfter[file]).toBe(hash);
});

test('publish refuses a lobby built against another React major, and the site keeps the live one', async ({ page }) => {
  const v1 = path.join(site.base, 'builds', 'mfe-lobby', 'v1');
  const react18 = path.join(site.base, 'builds', 'mfe-lobby', 'react18');
  await fs.cp(v1, react18, { recursive: true });
  // What MF 2.9 writes for a build against React 18: the same `shared` entries with 18.x versions.
  const file = path.join(react18, 'mf-manifest.json');
  const manifest = JSON.parse(await fs.readFile(file, 'utf8')) as { shared: Array<{ name: string; version: string; requiredVersion: string }> };
  for (const s of manifest.shared) {
    if (/^react(-dom)?(\/|$)/.test(s.name)) Object.assign(s, { version: '18.3.1', requiredVersion: '^18.3.1' });
  }
  await fs.writeFile(file, JSON.stringify(manifest));
  await fs.rm(path.join(react18, 'build-info.json'), { force: true });
  const live = await (await fetch(`${site.url}/releases/manifest.json`)).text();

  const attempt = site.release('publish', 'mfe-lobby', '--version', 'react18', '--from', react18);
  await expect(attempt).rejects.toMatchObject({
    code: 1,
    stderr: expect.stringMatching(/Refusing mfe-lobby[\s\S]*react: mfe-lobby has 18\.3\.1, the live shell v1 has 19\./),
  });
  expect(await (await fetch(`${site.url}/releases/manifest.json`)).text()).toBe(live);
  await page.goto(site.url);
  await expect(page.getByRole('banner')).toBeVisible();
});
