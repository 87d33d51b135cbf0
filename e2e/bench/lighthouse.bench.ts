/**
 * Lighthouse (default mobile throttling, performance only) on home and the register page against the real server,
 * in Debian's Chromium. Writes bench-results/lighthouse.json with score, LCP, CLS and TBT per page and the goals
 * of the shell issue (score ≥ 95, LCP ≤ 1.5 s, CLS ≤ 0.02, TBT ≤ 100 ms). Nothing is built here. With
 * BENCH_LHR_DIR=<dir> it also writes each page's whole Lighthouse report there; BENCH_PAGES picks the pages.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../support/chromium';
import { findFreePortSync } from '../support/free-port';
import { REPO_ROOT, startSiteServer } from '../support/site-server';

// BENCH_PAGES=/,/rng measures only those pages (to repeat one page's runs while working on it).
const PAGES = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : ['/', '/rng', '/register'];
// BENCH_RUNS=5 audits each page five times and reports the run with the median TBT: on this machine one page's
// TBT spreads by 100–200 ms between runs, more than most single changes move it (docs/performance.md).
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const GOALS = { score: 95, lcpMs: 1500, cls: 0.02, tbtMs: 100 };

interface PageResult {
  path: string;
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  meetsGoals: boolean;
  /** Every run's TBT when the page was audited more than once (BENCH_RUNS). */
  tbtRunsMs?: number[];
}

async function main() {
  const server = await startSiteServer(findFreePortSync());
  const debugPort = findFreePortSync();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_EXECUTABLE,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debugPort}`],
  });
  try {
    const results: PageResult[] = [];
    for (const pagePath of PAGES) {
      const runs: PageResult[] = [];
      for (let attempt = 0; attempt < RUNS; attempt += 1)
        runs.push(await auditPage(server.url, pagePath, debugPort));
      const byTbt = [...runs].sort((a, b) => a.tbtMs - b.tbtMs);
      const r = byTbt[Math.floor((byTbt.length - 1) / 2)]!;
      if (RUNS > 1) r.tbtRunsMs = runs.map((run) => run.tbtMs);
      results.push(r);
      console.log(
        `[lighthouse] ${pagePath}${RUNS > 1 ? ` (median of ${RUNS} by TBT; TBT ${r.tbtRunsMs!.join(', ')} ms)` : ''}: score ${r.score}, LCP ${r.lcpMs} ms, CLS ${r.cls}, TBT ${r.tbtMs} ms ${r.meetsGoals ? '(goals met)' : '(goals missed)'}`,
      );
    }
    const outDir = path.join(REPO_ROOT, 'bench-results');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(
      path.join(outDir, 'lighthouse.json'),
      `${JSON.stringify({ goals: GOALS, pages: results, at: new Date().toISOString() }, null, 2)}\n`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

async function auditPage(siteUrl: string, pagePath: string, debugPort: number): Promise<PageResult> {
  const run = await lighthouse(`${siteUrl}${pagePath}`, {
    port: debugPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // With a report directory, the trace carries the CPU samples too, so bench:main-thread can name the functions of
    // Lighthouse's own long tasks (sampling adds a little overhead: not for the figures themselves).
    ...(process.env.BENCH_LHR_DIR
      ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }
      : {}),
  });
  const lhr = run?.lhr;
  if (!lhr) throw new Error(`lighthouse returned nothing for ${pagePath}`);
  // The whole report, to find where the time goes (LCP element, main-thread work by script, request chains).
  if (process.env.BENCH_LHR_DIR) {
    mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
    writeFileSync(
      path.join(process.env.BENCH_LHR_DIR, `lhr${pagePath.replace(/\//g, '_')}.json`),
      JSON.stringify(lhr),
    );
    // The page's trace too: `BENCH_TRACE=<file> npm run bench:main-thread` lists its long tasks by function.
    const trace = (run.artifacts as { Trace?: unknown }).Trace;
    if (trace)
      writeFileSync(
        path.join(process.env.BENCH_LHR_DIR, `trace${pagePath.replace(/\//g, '_')}.json`),
        JSON.stringify(trace),
      );
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const r: PageResult = {
    path: pagePath,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    tbtMs: Math.round(audit('total-blocking-time')),
    meetsGoals: false,
  };
  r.meetsGoals =
    r.score >= GOALS.score && r.lcpMs <= GOALS.lcpMs && r.cls <= GOALS.cls && r.tbtMs <= GOALS.tbtMs;
  return r;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
