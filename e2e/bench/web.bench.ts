/**
 * bench:web — home-route weight and remote mount time in headless Chromium against the real
 * server (started like the e2e setup; nothing is built here). Writes bench-results/web.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../support/chromium';
import { findFreePortSync } from '../support/free-port';
import { REPO_ROOT, startSiteServer } from '../support/site-server';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const GOAL_HOME_GZIP_JS_BYTES = 150 * 1024;
const GOAL_REMOTE_MOUNT_MS = 150;
const MOUNT_TARGETS: [string, string][] = [
  ['/promotions', 'mfe_promotions'],
  ['/elott', 'mfe_lottery'],
  ['/member', 'mfe_member'],
  ['/agent', 'mfe_agent'],
];

interface HomeSample {
  jsBytesBeforeFcp: number;
  jsDecodedBytesBeforeFcp: number;
  jsBytesHome: number;
  jsDecodedBytesHome: number;
  requests: number;
  fcpMs: number;
  lobbyMountedMs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round(((sorted[mid - 1]! + sorted[mid]!) / 2) * 10) / 10;
};

/** One cold load of `/` with the given Accept-Encoding; bytes come from Resource Timing (same origin). */
async function loadHome(browser: Browser, url: string, acceptEncoding: string): Promise<HomeSample> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': acceptEncoding } });
  let requests = 0;
  cdp.on('Network.requestWillBeSent', () => {
    requests += 1;
  });
  // Records when the lobby's root element first appears (page clock), without polling.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (document.querySelector('[data-remote-root="mfe_lobby"]')) {
        (window as unknown as { __lobbyMountedAt: number }).__lobbyMountedAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${url}/`);
  await page.locator('[data-remote-root="mfe_lobby"]').waitFor();
  await page.waitForLoadState('networkidle');
  // No named helper functions inside evaluate: tsx's keep-names helper (__name) does not exist in the page.
  const figures = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
      (e) => e.initiatorType === 'script' || /\.m?js(\?|$)/.test(e.name),
    );
    const beforeFcp = scripts.filter((e) => e.responseEnd <= fcp);
    return {
      fcpMs: Math.round(fcp),
      jsBytesBeforeFcp: beforeFcp.reduce((total, e) => total + e.transferSize, 0),
      jsDecodedBytesBeforeFcp: beforeFcp.reduce((total, e) => total + e.decodedBodySize, 0),
      jsBytesHome: scripts.reduce((total, e) => total + e.transferSize, 0),
      jsDecodedBytesHome: scripts.reduce((total, e) => total + e.decodedBodySize, 0),
      lobbyMountedMs: Math.round(
        (window as unknown as { __lobbyMountedAt?: number }).__lobbyMountedAt ?? NaN,
      ),
    };
  });
  // The document itself is counted by CDP; the JS figures are scripts only.
  await context.close();
  return { ...figures, requests };
}

/** Client-side navigation from home to a remote not loaded yet, until its root element exists. */
async function mountTime(page: Page, target: string, remote: string): Promise<number> {
  return page.evaluate(
    ({ target, remote }) =>
      new Promise<number>((resolve) => {
        const selector = `[data-remote-root="${remote}"]`;
        const started = performance.now();
        const observer = new MutationObserver(() => {
          if (document.querySelector(selector)) {
            observer.disconnect();
            resolve(Math.round((performance.now() - started) * 10) / 10);
          }
        });
        observer.observe(document.body, { childList: true, subtree: true });
        window.history.pushState({}, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }),
    { target, remote },
  );
}

async function remoteMounts(browser: Browser, url: string): Promise<Record<string, number[]>> {
  const results: Record<string, number[]> = {};
  for (let run = 0; run < RUNS; run += 1) {
    for (const [target, remote] of MOUNT_TARGETS) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${url}/`);
      await page.locator('[data-remote-root="mfe_lobby"]').waitFor();
      await page.waitForLoadState('networkidle');
      (results[remote] ??= []).push(await mountTime(page, target, remote));
      await context.close();
    }
  }
  return results;
}

function summarise(samples: HomeSample[]) {
  const pick = (key: keyof HomeSample) => median(samples.map((s) => s[key]));
  return {
    jsBytesBeforeFcp: pick('jsBytesBeforeFcp'),
    jsDecodedBytesBeforeFcp: pick('jsDecodedBytesBeforeFcp'),
    jsBytesHome: pick('jsBytesHome'),
    jsDecodedBytesHome: pick('jsDecodedBytesHome'),
    requests: pick('requests'),
    fcpMs: pick('fcpMs'),
    lobbyMountedMs: pick('lobbyMountedMs'),
  };
}

async function main() {
  const server = await startSiteServer(findFreePortSync());
  const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
  try {
    const byEncoding: Record<string, ReturnType<typeof summarise>> = {};
    for (const encoding of ['identity', 'gzip', 'br']) {
      const samples: HomeSample[] = [];
      // One warm-up load so the server's first-request costs are not measured.
      await loadHome(browser, server.url, encoding);
      for (let run = 0; run < RUNS; run += 1) samples.push(await loadHome(browser, server.url, encoding));
      byEncoding[encoding] = summarise(samples);
    }
    const mounts = await remoteMounts(browser, server.url);
    const mountMedians = Object.fromEntries(Object.entries(mounts).map(([remote, v]) => [remote, median(v)]));
    const gzip = byEncoding.gzip!;
    const worstMount = Math.max(...Object.values(mountMedians));
    const result = {
      measuredAt: new Date().toISOString(),
      runs: RUNS,
      route: '/',
      home: byEncoding,
      remoteMountMs: { medians: mountMedians, samples: mounts },
      goals: {
        homeGzipJsBytes: {
          goal: GOAL_HOME_GZIP_JS_BYTES,
          actual: gzip.jsBytesHome,
          met: gzip.jsBytesHome < GOAL_HOME_GZIP_JS_BYTES,
        },
        remoteMountMs: {
          goal: GOAL_REMOTE_MOUNT_MS,
          actual: worstMount,
          met: worstMount < GOAL_REMOTE_MOUNT_MS,
        },
      },
    };
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(`bench:web (${RUNS} runs, medians) for /`);
    for (const [encoding, s] of Object.entries(byEncoding)) {
      console.log(
        `  ${encoding.padEnd(8)} JS before FCP ${kb(s.jsBytesBeforeFcp)} (decoded ${kb(s.jsDecodedBytesBeforeFcp)}),` +
          ` JS for home ${kb(s.jsBytesHome)} (decoded ${kb(s.jsDecodedBytesHome)}), ${s.requests} requests,` +
          ` FCP ${s.fcpMs} ms, lobby mounted ${s.lobbyMountedMs} ms`,
      );
    }
    for (const [remote, ms] of Object.entries(mountMedians))
      console.log(`  mount ${remote} from home: ${ms} ms`);
    console.log(
      `  goals: home gzip JS < 150 KB: ${result.goals.homeGzipJsBytes.met ? 'met' : 'NOT met'};` +
        ` remote mount < 150 ms: ${result.goals.remoteMountMs.met ? 'met' : 'NOT met'}`,
    );
    const outDir = path.join(REPO_ROOT, 'bench-results');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(path.join(outDir, 'web.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.log(`  written to ${path.relative(process.cwd(), path.join(outDir, 'web.json'))}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
