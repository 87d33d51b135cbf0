/**
 * bench:lobby — the /rng lobby with the full seeded catalogue in headless Chromium: time from
 * navigation to the first row of icons loaded, and the longest main-thread task (Long Tasks API)
 * during 20 load-mores. Also counts layout shifts. Starts the real server like the e2e setup.
 * Writes bench-results/lobby.json. Goal: no task over 50 ms; icons lazy, no layout shift.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../support/chromium';
import { findFreePortSync } from '../support/free-port';
import { REPO_ROOT, startSiteServer } from '../support/site-server';

const LOAD_MORES = 20;

async function main() {
  const server = await startSiteServer(findFreePortSync());
  const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(() => {
      const w = window as unknown as { __longTasks: number[]; __cls: number };
      w.__longTasks = [];
      w.__cls = 0;
      new PerformanceObserver((list) =>
        list.getEntries().forEach((e) => w.__longTasks.push(e.duration)),
      ).observe({ type: 'longtask', buffered: true });
      new PerformanceObserver((list) =>
        list.getEntries().forEach((e) => {
          const shift = e as PerformanceEntry & { value: number; hadRecentInput: boolean };
          if (!shift.hadRecentInput) w.__cls += shift.value;
        }),
      ).observe({ type: 'layout-shift', buffered: true });
    });
    // The shell's announcement popup opens for visitors: close it so it never blocks a click.
    const popup = page.getByRole('dialog', { name: 'Announcements' });
    await page.addLocatorHandler(popup, async () => {
      await popup
        .getByRole('button', { name: /close/i })
        .click({ timeout: 3000 })
        .catch(() => undefined);
    });
    const started = Date.now();
    await page.goto(`${server.url}/rng`);
    const grid = page.getByRole('list', { name: 'Slots games' });
    // First row: the first 6 icons decoded (the row width at 1280 px holds at least 6 cards).
    await page.waitForFunction(
      () => {
        const imgs = [...document.querySelectorAll('ul[aria-label="Slots games"] img')].slice(
          0,
          6,
        ) as HTMLImageElement[];
        return imgs.length === 6 && imgs.every((i) => i.complete && i.naturalWidth > 0);
      },
      undefined,
      { timeout: 60_000 },
    );
    const firstRowMs = Date.now() - started;
    const initial = await page.evaluate(() => {
      const w = window as unknown as { __longTasks: number[]; __cls: number };
      return { tasks: w.__longTasks.length, cls: w.__cls };
    });
    const initialTasks = initial.tasks;

    const more = page.getByRole('button', { name: 'More' });
    const perLoad: number[] = [];
    for (let i = 0; i < LOAD_MORES; i += 1) {
      const expected = 42 * (i + 2);
      const t0 = Date.now();
      await more.click();
      await page.waitForFunction(
        (n) => document.querySelectorAll('ul[aria-label="Slots games"] > li').length >= n,
        expected,
        { timeout: 30_000 },
      );
      perLoad.push(Date.now() - t0);
      await page.waitForTimeout(550); // the busy flag (500 ms) must pass before the next click counts
    }
    const rows = await grid.getByRole('listitem').count();
    const { tasks, cls } = await page.evaluate(() => {
      const w = window as unknown as { __longTasks: number[]; __cls: number };
      return { tasks: w.__longTasks, cls: w.__cls };
    });
    const duringLoadMore = tasks.slice(initialTasks);
    const result = {
      generatedAt: new Date().toISOString(),
      loadAverage: (await import('node:os')).loadavg(),
      route: '/rng',
      firstRowOfIconsMs: firstRowMs,
      loadMores: LOAD_MORES,
      rowsAfter: rows,
      loadMoreMs: {
        median: [...perLoad].sort((a, b) => a - b)[Math.floor(perLoad.length / 2)],
        max: Math.max(...perLoad),
      },
      longestTaskDuringLoadMoresMs: duringLoadMore.length ? Math.max(...duringLoadMore) : 0,
      longTasksDuringLoadMores: duringLoadMore.length,
      longestTaskOverallMs: tasks.length ? Math.max(...tasks) : 0,
      layoutShiftBeforeLoadMores: Number(initial.cls.toFixed(4)),
      layoutShiftDuringLoadMores: Number((cls - initial.cls).toFixed(4)),
      goal: 'no main-thread task over 50 ms during load-mores; CLS ≈ 0',
    };
    console.table(result);
    const out = path.join(REPO_ROOT, 'bench-results', 'lobby.json');
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`written ${out}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
