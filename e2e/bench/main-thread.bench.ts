/**
 * What runs in a page's long tasks, by function: loads each page of BENCH_PAGES (default `/`) in Debian's Chromium at
 * 412 × 823 (Lighthouse's phone) against the real server with a browser trace (every renderer process, so a process
 * swap on navigation loses nothing), then prints each main-thread task of the page's first BENCH_SECONDS (default 8)
 * that Lighthouse's simulated 4× slow phone would count as long (over 12.5 ms here, over 50 ms at 4×), with the
 * functions that took its time (self time from the trace's CPU samples, with their script and line).
 *
 * Function names need a build that keeps them: `SITE_KEEP_NAMES=1 node scripts/build.mjs` (docs/performance.md
 * "Main thread"). Writes bench-results/main-thread.json. Nothing is built here.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../support/chromium';
import { findFreePortSync } from '../support/free-port';
import { REPO_ROOT, startSiteServer } from '../support/site-server';

const PAGES = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : ['/'];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
/** Lighthouse's simulated phone multiplies the observed CPU time by 4; its long task is over 50 ms. */
const CPU_MULTIPLIER = 4;
const LONG_MS = 50 / CPU_MULTIPLIER;

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: Record<string, unknown>;
}
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url?: string; lineNumber?: number; columnNumber?: number };
  parent?: number;
}

interface LongTask {
  startMs: number;
  durationMs: number;
  simulatedMs: number;
  /** The trace events inside the task by name (style, layout, parsing, script…), ms, largest first. */
  events: { name: string; ms: number }[];
  top: { fn: string; selfMs: number }[];
  /** The React components (PascalCase functions) under which the task's time was spent, with children, largest first. */
  components: { fn: string; ms: number }[];
}

/** Trace events that say what native work a task did (the CPU samples only say "(program)" for it). */
const WORK_EVENTS = new Set([
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'Decode Image',
  'ImageDecodeTask',
  'HitTest',
  'MajorGC',
  'MinorGC',
  'V8.GC_SCAVENGER',
  'RunMicrotasks',
  'FireAnimationFrame',
  'XHRReadyStateChange',
  'ResourceReceivedData',
]);

/** The renderer main thread that ran the page: the busiest main thread of a renderer that requested the site's URLs. */
function pageMainThread(events: TraceEvent[], baseUrl: string): { pid: number; tid: number } {
  const names = new Map<string, string>();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, String(e.args?.name));
  const sitePids = new Set(
    events
      .filter((e) => e.name === 'ResourceSendRequest')
      .filter((e) => String((e.args?.data as { url?: string })?.url ?? '').startsWith(baseUrl))
      .map((e) => e.pid),
  );
  const busy = new Map<string, number>();
  for (const e of events)
    if (
      e.name === 'RunTask' &&
      e.ph === 'X' &&
      sitePids.has(e.pid) &&
      names.get(`${e.pid}:${e.tid}`) === 'CrRendererMain'
    )
      busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
  const [key] = [...busy.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!key) throw new Error('no renderer main thread of the site in the trace');
  const [pid, tid] = key.split(':').map(Number) as [number, number];
  return { pid, tid };
}

/** The CPU samples of one thread's profile: time → leaf node, with the node table. */
function samples(events: TraceEvent[], pid: number, tid: number) {
  const nodes = new Map<number, ProfileNode>();
  const times: { ts: number; node: number }[] = [];
  // Profile ids are per process: a chunk belongs to this thread's profile by process and id.
  const ids = new Set(
    events.filter((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid).map((e) => e.id),
  );
  const ofThread = (e: TraceEvent) => e.pid === pid && ids.has(e.id);
  let ts = 0;
  for (const e of events) {
    if (e.name === 'Profile' && ofThread(e))
      ts = Number((e.args?.data as { startTime?: number })?.startTime ?? ts);
    if (e.name !== 'ProfileChunk' || !ofThread(e)) continue;
    const data = (e.args?.data ?? {}) as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const sampled = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    sampled.forEach((node, i) => {
      ts += deltas[i] ?? 0;
      times.push({ ts, node });
    });
  }
  return { nodes, times };
}

function describe(node: ProfileNode | undefined): string {
  if (!node) return '?';
  const { functionName, url = '', lineNumber = -1, columnNumber = -1 } = node.callFrame;
  const file = url.split('/').pop() ?? '';
  return file
    ? `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}:${columnNumber + 1}`
    : functionName || '(program)';
}

/**
 * The React components on a sample's stack, each once: a function named in PascalCase (a component keeps its name in a
 * build made with SITE_KEEP_NAMES). Says which part of the page a long render was spent on, which self time cannot.
 */
function componentsOnStack(nodes: Map<number, ProfileNode>, leaf: number): Set<string> {
  const found = new Set<string>();
  for (
    let node = nodes.get(leaf);
    node;
    node = node.parent === undefined ? undefined : nodes.get(node.parent)
  ) {
    const name = node.callFrame.functionName;
    if (/^[A-Z][A-Za-z0-9]+$/.test(name) && node.callFrame.url) found.add(name);
  }
  return found;
}

/** The long tasks of the page's main thread in a browser trace (this bench's, or Lighthouse's with BENCH_TRACE). */
function longTasks(events: TraceEvent[], baseUrl: string): LongTask[] {
  const { pid, tid } = pageMainThread(events, baseUrl);
  const { nodes, times } = samples(events, pid, tid);
  const navigation = events.find(
    (e) => e.pid === pid && (e.name === 'navigationStart' || e.name === 'markAsMainFrame'),
  );
  const origin = navigation?.ts ?? Math.min(...times.map((t) => t.ts));
  const onThread = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
  const tasks = onThread.filter((e) => e.name === 'RunTask').filter((e) => (e.dur ?? 0) / 1000 > LONG_MS);
  return tasks.map((task) => {
    const self = new Map<string, number>();
    const underComponent = new Map<string, number>();
    const inside = times.filter((t) => t.ts >= task.ts && t.ts <= task.ts + (task.dur ?? 0));
    inside.forEach((t, i) => {
      const next = inside[i + 1]?.ts ?? t.ts;
      const fn = describe(nodes.get(t.node));
      self.set(fn, (self.get(fn) ?? 0) + (next - t.ts) / 1000);
      for (const name of componentsOnStack(nodes, t.node))
        underComponent.set(name, (underComponent.get(name) ?? 0) + (next - t.ts) / 1000);
    });
    const durationMs = (task.dur ?? 0) / 1000;
    const byName = new Map<string, number>();
    // Outermost events of each kind only: a FunctionCall inside an EvaluateScript is not counted twice.
    const coveredUntil = new Map<string, number>();
    for (const e of onThread) {
      if (!WORK_EVENTS.has(e.name) || e.ts < task.ts || e.ts > task.ts + (task.dur ?? 0)) continue;
      if ((coveredUntil.get(e.name) ?? -1) > e.ts) continue;
      coveredUntil.set(e.name, e.ts + (e.dur ?? 0));
      byName.set(e.name, (byName.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    }
    return {
      events: [...byName.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([name, ms]) => ({ name, ms: Math.round(ms * 10) / 10 })),
      startMs: Math.round((task.ts - origin) / 1000),
      durationMs: Math.round(durationMs * 10) / 10,
      simulatedMs: Math.round(durationMs * CPU_MULTIPLIER),
      top: [...self.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([fn, ms]) => ({ fn, selfMs: Math.round(ms * 10) / 10 })),
      components: [...underComponent.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([fn, ms]) => ({ fn, ms: Math.round(ms * 10) / 10 })),
    };
  });
}

async function measure(baseUrl: string, pagePath: string): Promise<LongTask[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
  try {
    // Lighthouse's phone: the same viewport, touch and a phone's user agent (the site lays out for touch).
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      userAgent:
        'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
    });
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'disabled-by-default-v8.cpu_profiler',
        'toplevel',
      ],
    });
    const started = Date.now();
    await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'load' });
    await page.waitForTimeout(Math.max(0, SECONDS * 1000 - (Date.now() - started)));
    const buffer = await browser.stopTracing();
    const events = (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
    return longTasks(events, baseUrl);
  } finally {
    await browser.close();
  }
}

function report(pagePath: string, tasks: LongTask[]) {
  const blocking = tasks.reduce((sum, t) => sum + Math.max(0, t.simulatedMs - 50), 0);
  console.log(`\n[main-thread] ${pagePath}: ${tasks.length} long tasks at 4×, ~${blocking} ms over 50 ms`);
  for (const t of tasks) {
    console.log(`  @${t.startMs} ms  ${t.durationMs} ms (≈${t.simulatedMs} ms at 4×)`);
    console.log(`      ${t.events.map((e) => `${e.name} ${e.ms}`).join(', ')}`);
    for (const f of t.top) console.log(`      ${String(f.selfMs).padStart(6)} ms  ${f.fn}`);
    if (t.components.length)
      console.log(`      under: ${t.components.map((c) => `${c.fn} ${c.ms}`).join(', ')}`);
  }
}

async function main() {
  // A trace taken elsewhere (Lighthouse's, written by lighthouse.bench.ts with BENCH_LHR_DIR): analysed, not loaded.
  if (process.env.BENCH_TRACE) {
    const trace = JSON.parse(readFileSync(process.env.BENCH_TRACE, 'utf8')) as
      TraceEvent[] | { traceEvents: TraceEvent[] };
    const events = Array.isArray(trace) ? trace : trace.traceEvents;
    report(process.env.BENCH_TRACE, longTasks(events, 'http://127.0.0.1'));
    return;
  }
  const server = await startSiteServer(findFreePortSync());
  const results: Record<string, LongTask[]> = {};
  try {
    // A first load warms the server (its first answers compile queries); the second is measured.
    for (const pagePath of PAGES) await measure(server.url, pagePath);
    for (const pagePath of PAGES) {
      const tasks = await measure(server.url, pagePath);
      results[pagePath] = tasks;
      report(pagePath, tasks);
    }
  } finally {
    await server.stop();
  }
  const out = path.join(REPO_ROOT, 'bench-results', 'main-thread.json');
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify({ at: new Date().toISOString(), results }, null, 2)}\n`);
  console.log(`\nwrote ${path.relative(REPO_ROOT, out)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
