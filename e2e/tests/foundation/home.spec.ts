import { expect, test } from '@playwright/test';
import { autoCloseAnnouncements, remoteRoot } from '../../support/remotes';

test.beforeEach(async ({ page }) => {
  await autoCloseAnnouncements(page);
});

test('home loads: the shell renders and the lobby remote renders inside it', async ({ page, request }) => {
  const manifestRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/releases/manifest.json')) manifestRequests.push(r.url());
  });
  await page.goto('/');
  // The page arrives with the live release manifest (docs/performance.md "Answers in the page"): the one the server
  // publishes, naming every remote, and the shell asks for no other copy.
  const live = (await (await request.get('/releases/manifest.json')).json()) as {
    remotes: Record<string, { entry: string }>;
  };
  expect(Object.keys(live.remotes).sort()).toEqual([
    'mfe_agent',
    'mfe_lobby',
    'mfe_lottery',
    'mfe_member',
    'mfe_promotions',
  ]);
  const inPage = await page.locator('#site-boot-answers').textContent();
  expect((JSON.parse(inPage ?? '{}') as { releases?: unknown }).releases).toEqual(live);

  const lobby = remoteRoot(page, 'mfe_lobby');
  await expect(lobby).toBeVisible();
  // Inside the shell: the shell's #root contains the remote's root.
  await expect(page.locator('#root').locator('[data-remote-root="mfe_lobby"]')).toHaveCount(1);
  await expect(page.getByRole('banner')).toBeVisible();
  expect(manifestRequests).toEqual([]);
});

test("home's first screen comes with the page: banners, status, whitelabel and vendors show without being asked for", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (
      ['/wps/system/banners', '/wps/system/status', '/wps/system/whitelabel', '/wps/games/vendors'].includes(
        pathname,
      )
    )
      asked.push(pathname);
  });
  await page.goto('/');
  await expect(page.locator('.banner-carousel img').first()).toBeVisible();
  await expect(remoteRoot(page, 'mfe_lobby')).toBeVisible();
  expect(asked).toEqual([]);
});

test("the page names every script of the shell's first render in its head, and only those", async ({
  page,
  request,
}) => {
  const served = [
    ...(await (await request.get('/')).text()).matchAll(/<script defer="defer" src="([^"]+)">/g),
  ]
    .map((m) => m[1] ?? '')
    .filter((path) => !/^\/main\./.test(path));
  await page.goto('/');
  await expect(remoteRoot(page, 'mfe_lobby')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { named, insertedByRuntime, fetches, executedChunks } = await page.evaluate(() => {
    const own = (url: string) => new URL(url).pathname;
    const isShellScript = (path: string) => path.endsWith('.js') && !path.startsWith('/releases/');
    const chunkRegistry =
      (window as unknown as Record<string, [Array<string | number>][] | undefined>).webpackChunkshell ?? [];
    return {
      named: [...document.head.querySelectorAll<HTMLScriptElement>('script[defer][src]')]
        .map((s) => own(s.src))
        .filter((path) => !/^\/main\./.test(path)),
      // webpack marks the script elements its runtime inserts for a chunk it has to fetch itself.
      insertedByRuntime: [
        ...document.querySelectorAll<HTMLScriptElement>('script[data-webpack^="shell:"]'),
      ].map((s) => own(s.src)),
      fetches: performance
        .getEntriesByType('resource')
        .map((e) => own(e.name))
        .filter(isShellScript),
      executedChunks: chunkRegistry.flatMap(([ids]) => ids.map(String)),
    };
  });
  expect(named.length).toBeGreaterThan(10);
  // The runtime started only once they had all run: it reused (and then removed) none of the page's own elements.
  expect(named).toEqual(served);
  // The runtime fetched no shell chunk itself: the first render's came from the head…
  expect(insertedByRuntime).toEqual([]);
  // …each once…
  expect(fetches.filter((path) => named.includes(path)).sort()).toEqual([...named].sort());
  // …and every one named ran (registered its modules).
  for (const path of named) expect(executedChunks, path).toContain(/^\/([^.]+)\./.exec(path)?.[1]);
});

test('the shell build contains no remote URL', async ({ page, request }) => {
  await page.goto('/');
  await expect(remoteRoot(page, 'mfe_lobby')).toBeVisible();
  // Every script the shell itself served (not a published remote's), initial and lazy.
  const shellScripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((name) => name.endsWith('.js') && !name.includes('/releases/')),
  );
  expect(shellScripts.length).toBeGreaterThan(0);
  for (const src of shellScripts) {
    const text = await (await request.get(src)).text();
    expect(text, src).not.toMatch(/\/releases\/mfe-|https?:\/\/[^"']*remoteEntry/);
  }
});

test('every remote mounts on one of its routes', async ({ page }) => {
  const routes: [string, string][] = [
    ['/', 'mfe_lobby'],
    ['/elott', 'mfe_lottery'],
    ['/promotions', 'mfe_promotions'],
    ['/member', 'mfe_member'],
  ];
  for (const [path, remote] of routes) {
    await page.goto(path);
    await expect(remoteRoot(page, remote)).toBeVisible();
    await expect(remoteRoot(page, remote).getByRole('heading').first()).toBeVisible();
  }
  // The agent remote's `/agent` route sends to its first overlay page (team overview), which a visitor may not
  // open: the remote's routes mounted, made that decision, and the shell answers with the login popup.
  await page.goto('/agent');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test("home's two winner lists show the seeded big wins on a fresh start, accounts masked", async ({
  page,
}) => {
  await page.goto('/');
  await expect(remoteRoot(page, 'mfe_lobby')).toBeVisible();
  // The promotions remote's board loads when its slot comes near the viewport (far down home).
  await page.locator('[data-slot="winner-board"]').scrollIntoViewIfNeeded();
  // server/src/db/seed/recent-wins.ts: luckystar7's 25,200.00 net is the biggest; rounds played in the tests are smaller.
  const board = page.getByRole('region', { name: 'Winners', exact: true });
  const rows = board.getByRole('listitem');
  await expect(rows).toHaveCount(5);
  await expect(rows.first()).toContainText('lu***7');
  await expect(rows.first()).toContainText('25,200.00');
  // The lobby's own ranking (latest wins, the amount won): not empty either.
  const ranking = page.getByRole('region', { name: 'Winner ranking' });
  await expect(ranking.getByRole('listitem').first()).toContainText(/\*\*\*.* won [\d,]+\.\d\d on /);
});
