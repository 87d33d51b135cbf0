/**
 * bench:deep-links — every member and agent page opened by its URL in a cold browser (a new context each time: empty
 * cache, nothing preloaded), signed in: milliseconds from navigation start to
 * - `dialogMs`: the overlay's dialog on screen (its skeleton or its page);
 * - `contentMs`: the page's content — the owner's `data-overlay-content` with its heading, and no skeleton, busy
 *   box or progress bar left in the dialog (the page's data shown).
 * The member pages as demo, the agent pages as agent1. Starts the real server like the e2e setup (or measures the
 * site at SITE_URL, started by hand with the e2e setup's seed).
 * Writes bench-results/deep-links.json. Goal (issue 33): every page's content within 1.5 s on localhost.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { AGENT_PAGES, MEMBER_PAGES } from '../../shared/src/platform/overlays';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../support/chromium';
import { findFreePortSync } from '../support/free-port';
import { REPO_ROOT, startSiteServer } from '../support/site-server';

const GOAL_MS = 1500;

interface Session {
  token: string;
  account: string;
  nickname: string;
  isAgent: number;
}

async function login(browser: Browser, url: string, username: string, password: string): Promise<Session> {
  const page = await browser.newPage();
  const response = await page.request.post(`${url}/wps/session/login`, { data: { username, password } });
  const body = (await response.json()) as { value?: Session };
  await page.close();
  if (!body.value?.token) throw new Error(`login of ${username} failed: ${JSON.stringify(body)}`);
  return body.value;
}

/** One cold open of `path`: a fresh context (no cache), the session in place as after a login. */
async function open(browser: Browser, url: string, session: Session, pathname: string) {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  await context.addInitScript((s) => {
    sessionStorage.setItem(
      'site-session',
      JSON.stringify({
        state: { token: s.token, account: s.account, nickname: s.nickname, isAgent: s.isAgent },
        version: 0,
      }),
    );
    const w = window as unknown as { __deep: { dialog?: number; content?: number; long: number[][] } };
    w.__deep = { long: [] };
    performance.setResourceTimingBufferSize(2000);
    // The main thread's long tasks, for the breakdown.
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__deep.long.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
    // No named inner functions: tsx would wrap them in a helper the page does not have.
    new MutationObserver(() => {
      // The overlay's modal body (the shell's overlay host), whatever else (a popup) opens beside it.
      const dialog = document.querySelector('[data-overlay]');
      if (!dialog) return;
      w.__deep.dialog ??= performance.now();
      const content = dialog.querySelector('[data-overlay-content]');
      const busy = dialog.querySelector('.ui-skeleton, [aria-busy="true"], [role="progressbar"]');
      if (content?.querySelector('h2') && !busy && w.__deep.content === undefined) {
        w.__deep.content = performance.now();
      }
    }).observe(document, { childList: true, subtree: true, attributes: true });
  }, session);
  const page = await context.newPage();
  await page.goto(`${url}${pathname}`);
  await page.waitForFunction(
    () => (window as unknown as { __deep: { content?: number } }).__deep.content !== undefined,
    undefined,
    { timeout: 30_000 },
  );
  const times = await page.evaluate(() => {
    const deep = (window as unknown as { __deep: { dialog: number; content: number; long: number[][] } })
      .__deep;
    const before = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
      (e) => e.responseEnd <= deep.content,
    );
    const overlay = before.find((e) => e.name.includes('__federation_expose_overlay'));
    const api = before.filter((e) => new URL(e.name).pathname.startsWith('/wps/'));
    const last = api.reduce<PerformanceResourceTiming | undefined>(
      (a, e) => (a && a.responseEnd > e.responseEnd ? a : e),
      undefined,
    );
    return {
      ...deep,
      overlayJs: overlay?.responseEnd ?? 0,
      lastApi: last
        ? `${new URL(last.name).pathname} ${Math.round(last.startTime)}→${Math.round(last.responseEnd)}`
        : '',
      longTasks: deep.long.filter(([start]) => start! < deep.content).reduce((sum, [, d]) => sum + d!, 0),
    };
  });
  await context.close();
  return {
    dialogMs: Math.round(times.dialog),
    contentMs: Math.round(times.content),
    // The breakdown: the owner's overlay module arrived; the last API answer before the content (path, start→end);
    // the main thread's long tasks before the content.
    overlayJsMs: Math.round(times.overlayJs),
    lastApi: times.lastApi,
    longTasksMs: Math.round(times.longTasks),
  };
}

async function main() {
  const server = process.env.SITE_URL
    ? { url: process.env.SITE_URL, stop: async () => undefined }
    : await startSiteServer(findFreePortSync());
  const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
  try {
    const member = await login(browser, server.url, 'demo', 'Demo1234');
    const agent = await login(browser, server.url, 'agent1', 'Agent1234');
    // One warm-up load: the server's first answers (compiled queries, file handles) are not what a player meets.
    await open(browser, server.url, member, '/member/memberCentre');
    const pages: ({ path: string } & Awaited<ReturnType<typeof open>>)[] = [];
    for (const key of MEMBER_PAGES) {
      const pathname = `/member/${key}`;
      pages.push({ path: pathname, ...(await open(browser, server.url, member, pathname)) });
    }
    for (const key of AGENT_PAGES) {
      const pathname = `/agent/${key}`;
      pages.push({ path: pathname, ...(await open(browser, server.url, agent, pathname)) });
    }
    console.table(pages);
    const content = pages.map((p) => p.contentMs).sort((a, b) => a - b);
    const result = {
      generatedAt: new Date().toISOString(),
      loadAverage: loadavg(),
      viewport: '360x780',
      pages,
      contentMs: {
        median: content[Math.floor(content.length / 2)],
        max: content[content.length - 1],
      },
      overGoal: pages.filter((p) => p.contentMs > GOAL_MS).map((p) => p.path),
      goal: `every member and agent page shows its content within ${GOAL_MS} ms of navigation (cold browser)`,
    };
    console.log(
      `content: median ${result.contentMs.median} ms, max ${result.contentMs.max} ms; over ${GOAL_MS} ms: ${
        result.overGoal.join(', ') || 'none'
      }`,
    );
    const out = path.join(REPO_ROOT, 'bench-results', 'deep-links.json');
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
