// `npm run new-remote -- <name>` (scripts/new-remote.mjs) makes a remote that follows the anatomy: scaffolded into a
// temporary copy of the workspace (the real registry is never touched, so parallel tests see the apps they expect),
// registered with the next port, linted with the workspace's rules, built for production, then published by the
// server's first start and mounted by the shell at its route in Chromium (the end-to-end check of issue 32).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(__dirname, '..');
const NAME = 'jackpot';
const APP = `mfe-${NAME}`;
let work: string;

function copy(relative: string) {
  cpSync(path.join(root, relative), path.join(work, relative), {
    recursive: true,
    filter: (source) => !/[/\\](node_modules|dist)([/\\]|$)/.test(path.relative(root, source)),
  });
}

/**
 * node_modules as links to an existing package's (its own `.cache` stays its own), except `@site/shared`, which
 * points at the copy's shared: the copy's registry (with the new remote) is what the shell and the server must read.
 */
function linkModules(from: string, to: string) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) {
    if (entry === '.cache') continue;
    if (entry === '@site') {
      mkdirSync(path.join(to, '@site'));
      symlinkSync(path.join(work, 'shared'), path.join(to, '@site', 'shared'));
      continue;
    }
    symlinkSync(path.join(from, entry), path.join(to, entry));
  }
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'new-remote-'));
  for (const file of [
    'package.json',
    'pnpm-workspace.yaml',
    'eslint.config.js',
    'tsconfig.base.json',
    'jest.preset.cjs',
  ])
    copy(file);
  copy('scripts');
  copy('shared');
  copy('shell');
  copy('server');
  symlinkSync(path.join(root, 'node_modules'), path.join(work, 'node_modules'));
  symlinkSync(path.join(root, 'shared', 'node_modules'), path.join(work, 'shared', 'node_modules'));
  execFileSync(process.execPath, [path.join(work, 'scripts', 'new-remote.mjs'), NAME, '--no-install'], {
    cwd: work,
    stdio: 'pipe',
  });
  // The template lists a subset of mfe-agent's dependencies (same catalog versions): link those instead of installing.
  linkModules(path.join(root, 'mfe-agent', 'node_modules'), path.join(work, APP, 'node_modules'));
  linkModules(path.join(root, 'shell', 'node_modules'), path.join(work, 'shell', 'node_modules'));
  linkModules(path.join(root, 'server', 'node_modules'), path.join(work, 'server', 'node_modules'));
});

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

it('creates the anatomy and registers the remote with the next free port, read back by its webpack config', () => {
  for (const file of [
    'src/app/jackpot-routes.tsx',
    'src/app/i18n.ts',
    'src/app/locales/en.json',
    'src/features/welcome/index.ts',
    'src/features/welcome/components/welcome-page.tsx',
    'src/remote-entry.tsx',
  ]) {
    expect(existsSync(path.join(work, APP, file))).toBe(true);
  }
  type Registry = { APPS: { app: string; remote: string | null; port: number }[] };
  const registry = (workspace: string): Registry =>
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require(path.join(workspace, 'shared', 'src', 'platform', 'apps.cjs'));
  const entry = registry(work).APPS.find((candidate) => candidate.app === APP);
  const realPorts = registry(root).APPS.map((app) => app.port);
  expect(entry).toMatchObject({ remote: 'mfe_jackpot', port: Math.max(...realPorts) + 1 });
  expect(readFileSync(path.join(work, 'pnpm-workspace.yaml'), 'utf8')).toContain(`  - ${APP}\n`);
  expect(readFileSync(path.join(work, APP, 'webpack.config.js'), 'utf8')).not.toMatch(/port:/);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const config = require(path.join(work, APP, 'webpack.config.js')) as (
    env: object,
    argv: object,
  ) => {
    devServer: { port: number };
  };
  expect(config({}, { mode: 'development' }).devServer.port).toBe(entry!.port);
  // A second remote of the same name is refused.
  expect(() =>
    execFileSync(process.execPath, [path.join(work, 'scripts', 'new-remote.mjs'), NAME, '--no-install'], {
      cwd: work,
      stdio: 'pipe',
    }),
  ).toThrow(/already exists/);
});

it("passes the workspace's lint rules, which apply to it from its registry entry on", async () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const config = require(path.join(work, 'eslint.config.js'));
  const eslint = new ESLint({ cwd: work, overrideConfigFile: true, overrideConfig: config });
  // lintText per file: lintFiles finds files with a dynamic import, which jest's CommonJS runtime refuses.
  const files = walk(path.join(work, APP, 'src')).filter((file) => /\.tsx?$/.test(file));
  expect(files.length).toBeGreaterThan(5);
  for (const file of files) {
    const [result] = await eslint.lintText(readFileSync(file, 'utf8'), { filePath: file });
    expect({ file, messages: result!.messages }).toEqual({ file, messages: [] });
  }
  const [bad] = await eslint.lintText(
    `import { WelcomePage } from '../../welcome/components/welcome-page';\nexport const a = WelcomePage;\n`,
    {
      filePath: path.join(work, APP, 'src', 'features', 'other', 'components', 'OtherPage.tsx'),
    },
  );
  expect(bad!.messages.map((message) => message.ruleId).sort()).toEqual([
    'check-file/filename-naming-convention',
    'site/feature-boundaries',
  ]);
});

it('type-checks and builds for production (remoteEntry.js and the manifest the release registry publishes)', () => {
  const app = path.join(work, APP);
  execFileSync(path.join(root, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json', '--noEmit'], {
    cwd: app,
    stdio: 'pipe',
  });
  execFileSync(path.join(app, 'node_modules', '.bin', 'webpack'), ['--mode', 'production'], {
    cwd: app,
    stdio: 'pipe',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  expect(existsSync(path.join(app, 'dist', 'remoteEntry.js'))).toBe(true);
  const manifest = JSON.parse(readFileSync(path.join(app, 'dist', 'mf-manifest.json'), 'utf8'));
  expect(manifest.name ?? manifest.id).toBe('mfe_jackpot');
  expect(JSON.stringify(manifest.exposes)).toContain('routes');
}, 240_000);

/** The copy's server (its registry lists the new remote), on a free port with an in-memory database. */
function startServer(): { child: ChildProcess; ready: Promise<string> } {
  const server = path.join(work, 'server');
  const child = spawn(path.join(server, 'node_modules', '.bin', 'tsx'), ['src/main.ts'], {
    cwd: server,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DB_IN_MEMORY: 'true',
      DATABASE_URL: '',
      // The server's own first-start publish (what `npm start` relies on) puts the builds live: the test goes through
      // the public path, never the registry's internals, so it holds whatever stores the releases.
      PUBLISH_ON_START: 'true',
      RELEASES_DIR: path.join(work, 'releases'),
      DATA_DIR: path.join(work, '.data'),
      LOG_LEVEL: 'warn',
    },
  });
  let output = '';
  const ready = new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Site ready at (\S+)/.exec(output)?.[1];
      if (url) resolve(url.replace('localhost', '127.0.0.1'));
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) =>
      reject(new Error(`server exited (${code}) before it was ready:\n${output.slice(-3000)}`)),
    );
  });
  return { child, ready };
}

it('is published by the server and mounted by the shell at its route (Chromium)', async () => {
  // The shell bundles the route table from the registry: build the copy's shell, which knows /jackpot.
  execFileSync(path.join(work, 'shell', 'node_modules', '.bin', 'webpack'), ['--mode', 'production'], {
    cwd: path.join(work, 'shell'),
    stdio: 'pipe',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const { child, ready } = startServer();
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { chromium } = require(path.join(root, 'e2e', 'node_modules', 'playwright-core')) as {
    chromium: import('playwright-core').BrowserType;
  };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } = require(
    path.join(root, 'e2e', 'support', 'chromium.ts'),
  ) as {
    CHROMIUM_ARGS: string[];
    CHROMIUM_EXECUTABLE: string;
  };
  const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
  try {
    const url = await ready;
    const manifest = (await (await fetch(`${url}/releases/manifest.json`)).json()) as {
      remotes: Record<string, { app: string; entry: string }>;
    };
    expect(manifest.remotes.mfe_jackpot).toMatchObject({ app: APP });
    const page = await browser.newPage({ viewport: { width: 360, height: 780 } });
    await page.goto(`${url}/jackpot`);
    const welcome = page.locator('[data-remote-root="mfe_jackpot"] [data-testid="jackpot-welcome"]');
    await welcome.getByRole('heading', { name: 'Jackpot' }).waitFor({ timeout: 60_000 });
  } finally {
    await browser.close();
    if (child.pid !== undefined && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
  }
}, 300_000);
