import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** `npm run cluster` started by a test: the balancer's URL, and stdin commands for its nodes. */
export interface ClusterProcess {
  url: string;
  /** Each node's own address (behind the balancer's back: for a test that must reach one node). */
  nodeUrls: string[];
  statsUrl: string;
  proc: ChildProcess;
  /** Everything the cluster printed (node up/exited lines included). */
  output(): string;
  /** SIGKILL (`kill`), SIGTERM (`term`) or (re)start (`start`) node n (1-based). */
  command(verb: 'kill' | 'term' | 'start', node: number): void;
  /** Resolves when the cluster prints `pattern` (counting only output after the call). */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

const ROOT = path.resolve(__dirname, '..', '..', '..');

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A base port whose neighbours (nodes P+1…P+n) and stats port (P+50) are free. */
async function freeBasePort(nodes: number): Promise<number> {
  for (;;) {
    const base = 20_000 + Math.floor(Math.random() * 20_000);
    const ports = [base, ...Array.from({ length: nodes }, (_, i) => base + 1 + i), base + 50];
    if ((await Promise.all(ports.map(portFree))).every(Boolean)) return base;
  }
}

export async function startCluster(
  env: Record<string, string>,
  nodes = 3,
  timeoutMs = 150_000,
): Promise<ClusterProcess> {
  const port = await freeBasePort(nodes);
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  // Its own process group: stop() can end the script, its nodes and HAProxy even if the script is stuck.
  const proc = spawn(
    process.execPath,
    ['scripts/cluster.mjs', '--no-build', '--port', String(port), '--nodes', String(nodes)],
    {
      cwd: ROOT,
      env: { ...inherited, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let output = '';
  const waiters = new Set<{ from: number; pattern: RegExp; resolve: () => void }>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const w of [...waiters])
      if (w.pattern.test(output.slice(w.from))) {
        waiters.delete(w);
        w.resolve();
      }
  };
  proc.stdout!.on('data', onData);
  proc.stderr!.on('data', onData);
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const cluster: ClusterProcess = {
    url: `http://127.0.0.1:${port}`,
    nodeUrls: Array.from({ length: nodes }, (_, i) => `http://127.0.0.1:${port + 1 + i}`),
    statsUrl: `http://127.0.0.1:${port + 50}/stats;csv`,
    proc,
    output: () => output,
    command: (verb, node) => void proc.stdin!.write(`${verb} ${node}\n`),
    waitFor(pattern, ms = 60_000) {
      return new Promise((resolve, reject) => {
        const waiter = { from: output.length, pattern, resolve: () => (clearTimeout(timer), resolve()) };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`cluster did not print ${pattern} in ${ms} ms:\n${output.slice(-3000)}`));
        }, ms);
        waiters.add(waiter);
      });
    },
    async stop() {
      if (proc.exitCode === null) proc.kill('SIGTERM');
      const late = setTimeout(() => {
        try {
          process.kill(-proc.pid!, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 30_000);
      await exited;
      clearTimeout(late);
    },
  };
  try {
    await Promise.race([
      cluster.waitFor(/Cluster ready at/, timeoutMs),
      exited.then(() => Promise.reject(new Error(`cluster exited before it was ready:\n${output}`))),
    ]);
  } catch (err) {
    try {
      process.kill(-proc.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
    throw err;
  }
  return cluster;
}
