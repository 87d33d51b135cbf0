// `npm run new-remote -- <name>` (scripts/new-remote.mjs) makes a remote that follows the anatomy: scaffolded into a
// temporary copy of the workspace (the real registry is never touched, so parallel tests see the apps they expect),
// registered with the next port, linted with the workspace's rules and built for production.
import { execFileSync } from 'node:child_process';
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

/** node_modules as links to an existing remote's packages (its own `.cache` stays its own). */
function linkModules(from: string, to: string) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) {
    if (entry !== '.cache') symlinkSync(path.join(from, entry), path.join(to, entry));
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
  symlinkSync(path.join(root, 'node_modules'), path.join(work, 'node_modules'));
  symlinkSync(path.join(root, 'shared', 'node_modules'), path.join(work, 'shared', 'node_modules'));
  execFileSync(process.execPath, [path.join(work, 'scripts', 'new-remote.mjs'), NAME, '--no-install'], {
    cwd: work,
    stdio: 'pipe',
  });
  // The template lists a subset of mfe-agent's dependencies (same catalog versions): link those instead of installing.
  linkModules(path.join(root, 'mfe-agent', 'node_modules'), path.join(work, APP, 'node_modules'));
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
