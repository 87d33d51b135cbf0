import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * A private copy of the site for release tests: its own RELEASES_DIR in a temp folder and its
 * own server process, so rolling a remote back here never changes what other e2e tests see.
 * Builds are copied from each app's dist/ once; the tests then only publish and roll back.
 */
const exec = promisify(execFile);
export const repoRoot = path.resolve(__dirname, '../../..');
const serverDir = path.join(repoRoot, 'server');
export const APPS = ['shell', 'mfe-lobby', 'mfe-lottery', 'mfe-member', 'mfe-agent', 'mfe-promotions'] as const;

export interface ReleaseSite {
  url: string;
  base: string;
  releasesDir: string;
  /** Runs the ops CLI (`pnpm release ...`) against this site's registry. */
  release: (...args: string[]) => Promise<string>;
  close: () => Promise<void>;
}

export async function startReleaseSite(): Promise<ReleaseSite> {
  const base = await fs.mkdtemp(path.join(os.tmpdir(), 'e2e-releases-'));
  const releasesDir = path.join(base, 'releases');
  const adminToken = 'e2e-release-site-admin-token-0123';
  const env = {
    ...process.env,
    RELEASES_DIR: releasesDir,
    DATA_DIR: path.join(base, 'data'),
    DB_IN_MEMORY: 'true',
    PUBLISH_ON_START: 'false',
    PORT: '0',
    LOG_LEVEL: 'warn',
    ADMIN_TOKEN: adminToken,
    // The CLI speaks to this site's release API as ops (docs/adr/010-release-service.md).
    RELEASE_TOKEN: adminToken,
  };
  delete (env as NodeJS.ProcessEnv).DATABASE_URL;
  const child = spawn('node', ['--import', 'tsx', 'src/main.ts'], { cwd: serverDir, env, stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await waitForReady(child);
  const release = async (...args: string[]) => {
    const out = await exec('node', ['--import', 'tsx', 'src/modules/releases/release.cli.ts', ...args, '--server', url], { cwd: serverDir, env });
    return out.stdout;
  };
  for (const app of APPS) {
    const copy = path.join(base, 'builds', app, 'v1');
    await fs.cp(path.join(repoRoot, app, 'dist'), copy, { recursive: true });
    await release('publish', app, '--version', 'v1', '--from', copy, '--by', 'e2e');
  }
  return {
    url,
    base,
    releasesDir,
    release,
    close: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await fs.rm(base, { recursive: true, force: true });
    },
  };
}

function waitForReady(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const match = /Site ready at (\S+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${out}`)));
  });
}

/** sha256 of every file under `dir` (relative path → hash). */
export async function hashTree(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of await fs.readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, file)] = createHash('sha256').update(await fs.readFile(file)).digest('hex');
  }
  return out;
}

/**
 * What the server serves for `app`'s live files, fetched over HTTP and hashed: the shell at `/`
 * (index.html and its files), a remote under its versioned folder. Precompressed siblings are
 * skipped: fetch decodes them, so the plain file stands for all three.
 */
/**
 * What a file served holds of its build: a page also carries the live release manifest and its visitor's first
 * answers (docs/performance.md "Answers in the page"), which a publish changes by design; those are left out.
 */
function ownBytes(file: string, body: Buffer): Buffer {
  if (!file.endsWith('.html')) return body;
  return Buffer.from(body.toString('utf8').replace(/<script id="site-boot-answers" type="application\/json">.*?<\/script>/s, ''));
}

export async function hashServed(site: ReleaseSite, app: (typeof APPS)[number]): Promise<Record<string, string>> {
  const manifest = (await (await fetch(`${site.url}/releases/manifest.json`)).json()) as {
    remotes: Record<string, { version: string }>;
    shell: { version: string };
  };
  const version = app === 'shell' ? manifest.shell.version : manifest.remotes[app.replace(/-/g, '_')]?.version;
  const dir = path.join(site.releasesDir, app, String(version));
  const files = Object.keys(await hashTree(dir)).filter((f) => !/\.(br|gz)$/.test(f));
  const out: Record<string, string> = {};
  for (const file of files) {
    const url = app === 'shell' ? `${site.url}/${file}` : `${site.url}/releases/${app}/${version}/${file}`;
    const res = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
    out[url.replace(site.url, '')] = `${res.status}:${createHash('sha256').update(ownBytes(file, Buffer.from(await res.arrayBuffer()))).digest('hex')}`;
  }
  return out;
}
