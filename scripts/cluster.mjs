// `npm run cluster`: the site as a cluster on this machine (docs/deployment.md "Several processes"). Three server
// processes on their own ports, one PostgreSQL database, and Debian's HAProxy in front: round-robin without sticky
// sessions, health checks on /readyz, idempotent requests retried on another node when one dies, X-Forwarded-For
// appended (the servers trust exactly that one hop), Server-Sent Events streamed through. Prints the one URL.
//
// Flags: --nodes N (default 3), --port P (the balancer; nodes take P+1…P+N, HAProxy's stats page P+50; default
// 8090), --no-build (serve what is published). DATABASE_URL picks the database; without it a local database
// `site_cluster` is created on 127.0.0.1:5432 (user postgres).
//
// While it runs, lines on stdin drive it (the cluster tests and `npm run bench:cluster` use them):
//   kill <n>   SIGKILL node n          term <n>   SIGTERM node n (graceful)          start <n>   (re)start node n
// Each change prints a `[cluster] node <n> …` line. Ctrl-C stops everything (nodes gracefully, then HAProxy).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { APPS, buildApps, ensureInstalled } from './build.mjs';
import { isStale, publishRebuilt } from './start.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const HAPROXY = '/usr/sbin/haproxy';
const log = (message) => console.log(`[cluster] ${message}`);

function option(name, fallback) {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] ? Number(process.argv[i + 1]) : fallback;
}

/** The database: DATABASE_URL, or a local one made on first use. */
function databaseUrl() {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const name = 'site_cluster';
  const made = spawnSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-qc', `create database ${name}`], {
    encoding: 'utf8',
  });
  if (made.status !== 0 && !/already exists/.test(made.stderr)) {
    throw new Error(
      `no DATABASE_URL and could not create database ${name} on 127.0.0.1:5432: ${made.stderr.trim()}`,
    );
  }
  if (made.status === 0) log(`created database ${name}`);
  return `postgres://postgres@127.0.0.1:5432/${name}`;
}

/**
 * The balancer's configuration (docs/deployment.md "Several processes" explains each choice for real hosts).
 * Health: /readyz every 500 ms, down after 2 failures, so a node that dies or drains leaves the rotation within
 * about a second; the servers drain for longer than that (SHUTDOWN_DRAIN_MS). Retries: a refused connection is
 * retried on another node for every method (nothing was sent); an empty answer or a 503 only for GET/HEAD — a POST
 * may have been applied by a node that died before answering, so the client retries it with its idempotency key.
 */
export function haproxyConfig({ port, statsPort, nodePorts }) {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 120s
  timeout server 120s
  timeout http-request 10s
  timeout http-keep-alive 10s
  timeout queue 10s
  # The balance stream is one long answer with a comment every 25 s: 120 s leaves room for a slow heartbeat.
  option forwardfor
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response 503

frontend site
  bind 127.0.0.1:${port}
  # A client-sent country or forwarded address is not ours to trust: forwardfor appends the real one after it.
  http-request del-header x-country
  default_backend nodes

backend nodes
  balance roundrobin
  http-request disable-l7-retry if !METH_GET
  # Which node answered: the cluster tests and the bench read it (harmless to show; drop it on a real host if wanted).
  http-response set-header x-served-by %s
  option httpchk GET /readyz
  http-check expect status 200
  default-server check inter 500ms fastinter 250ms downinter 500ms fall 2 rise 2
${nodePorts.map((p, i) => `  server n${i + 1} 127.0.0.1:${p}`).join('\n')}

listen stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
  stats refresh 2s
`;
}

/** The servers' states as HAProxy sees them (its CSV stats: `# pxname,svname,…,status,…`). */
export async function serverStates(statsCsvUrl) {
  const [header, ...rows] = (await (await fetch(statsCsvUrl)).text()).trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const [px, sv, status] = ['pxname', 'svname', 'status'].map((c) => columns.indexOf(c));
  return Object.fromEntries(
    rows
      .map((r) => r.split(','))
      .filter((r) => r[px] === 'nodes' && /^n\d+$/.test(r[sv]))
      .map((r) => [r[sv], r[status]]),
  );
}

async function waitForAllUp(statsCsvUrl, nodes, timeoutMs) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const states = await serverStates(statsCsvUrl);
      if (Object.values(states).filter((s) => s === 'UP').length === nodes) return;
    } catch {
      // the stats listener is not up yet
    }
    if (Date.now() > until) throw new Error(`the balancer does not see ${nodes} nodes up`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function main() {
  const nodes = option('--nodes', 3);
  const port = option('--port', 8090);
  const statsPort = port + 50;
  const nodePorts = Array.from({ length: nodes }, (_, i) => port + 1 + i);
  if (!existsSync(HAPROXY)) throw new Error(`${HAPROXY} is missing: apt-get install haproxy`);
  ensureInstalled();
  if (!process.argv.includes('--no-build')) {
    const stale = APPS.filter(isStale);
    if (stale.length) {
      log(`building ${stale.join(', ')} (sources newer than the last build)`);
      await buildApps(stale);
      if (existsSync(path.join(root, 'releases', 'manifest.json'))) publishRebuilt(stale);
    }
  }
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl(),
    HOST: '127.0.0.1',
    // HAProxy appends the address it saw to X-Forwarded-For: exactly one hop is trusted, whatever came before it.
    TRUST_PROXY: '1',
    SHUTDOWN_DRAIN_MS: process.env.SHUTDOWN_DRAIN_MS ?? '2000',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
  const procs = new Map();
  let stopping = false;
  let haproxy = null;

  const startNode = (n) =>
    new Promise((resolve, reject) => {
      const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: path.join(root, 'server'),
        // Only the first node publishes the current builds on a first start; the others serve what it published.
        env: { ...env, PORT: String(nodePorts[n - 1]), ...(n > 1 ? { PUBLISH_ON_START: 'false' } : {}) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      procs.set(n, proc);
      let ready = false;
      const prefix = (chunk) =>
        chunk
          .toString()
          .split('\n')
          .filter(Boolean)
          .map((line) => `[n${n}] ${line}\n`)
          .join('');
      proc.stdout.on('data', (chunk) => {
        if (!ready && /Site ready at/.test(chunk.toString())) {
          ready = true;
          log(`node ${n} up pid=${proc.pid} port=${nodePorts[n - 1]}`);
          resolve(proc);
        }
        if (process.env.CLUSTER_VERBOSE) process.stdout.write(prefix(chunk));
      });
      proc.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)));
      proc.once('exit', (code, signal) => {
        if (procs.get(n) === proc) procs.delete(n);
        log(`node ${n} exited code=${code} signal=${signal}`);
        if (!ready) reject(new Error(`node ${n} exited before it was ready`));
      });
    });

  const dir = path.join(root, '.data', 'cluster');
  mkdirSync(dir, { recursive: true });
  const cfg = path.join(dir, `haproxy-${port}.cfg`);
  writeFileSync(cfg, haproxyConfig({ port, statsPort, nodePorts }));
  const check = spawnSync(HAPROXY, ['-c', '-q', '-f', cfg], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy refuses ${cfg}: ${check.stderr}`);

  const stop = async (code) => {
    if (stopping) return;
    stopping = true;
    log('stopping: nodes drain, then the balancer');
    const exits = [...procs.values()].map((p) => new Promise((resolve) => p.once('exit', resolve)));
    for (const p of procs.values()) p.kill('SIGTERM');
    const hard = setTimeout(() => [...procs.values()].forEach((p) => p.kill('SIGKILL')), 20_000);
    await Promise.all(exits);
    clearTimeout(hard);
    haproxy?.kill('SIGTERM');
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0));

  // The first node migrates and publishes; the others start once it serves.
  await startNode(1);
  await Promise.all(nodePorts.slice(1).map((_, i) => startNode(i + 2)));
  haproxy = spawn(HAPROXY, ['-db', '-f', cfg], { stdio: ['ignore', 'inherit', 'inherit'] });
  haproxy.once('exit', (code) => {
    if (!stopping) {
      log(`haproxy exited (${code})`);
      void stop(1);
    }
  });
  const url = `http://localhost:${port}`;
  // Ready when the balancer's health checks see every node up.
  await waitForAllUp(`http://127.0.0.1:${statsPort}/stats;csv`, nodes, 30_000);
  log(`balancer pid=${haproxy.pid} port=${port}; stats at http://127.0.0.1:${statsPort}/stats`);
  console.log(`Cluster ready at ${url} (${nodes} nodes behind HAProxy)`);

  readline.createInterface({ input: process.stdin }).on('line', (line) => {
    const [command, arg] = line.trim().split(/\s+/);
    const n = Number(arg);
    if (!(n >= 1 && n <= nodes)) return;
    if (command === 'kill') procs.get(n)?.kill('SIGKILL');
    else if (command === 'term') procs.get(n)?.kill('SIGTERM');
    else if (command === 'start' && !procs.has(n))
      startNode(n).catch((err) => log(`node ${n} did not start: ${err.message}`));
  });
}

// The bench imports haproxyConfig and serverStates; only `node scripts/cluster.mjs` starts a cluster.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err) => {
    console.error(`[cluster] FAILED: ${err.message}`);
    process.exit(1);
  });
}
