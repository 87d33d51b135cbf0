import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { runReleaseCli } from '../../src/modules/releases/release.cli';
import { readManifest } from '../../src/modules/releases/release-store';
import { makeWorkspace, writeFakeBuild } from './fake-build';

const run = promisify(execFile);
const serverDir = path.resolve(__dirname, '../..');
type Workspace = Awaited<ReturnType<typeof makeWorkspace>>;
let ws: Workspace;

beforeEach(async () => {
  ws = await makeWorkspace();
});
afterEach(async () => {
  await ws.cleanup();
});

describe('release CLI', () => {
  it('publish, status and history speak to ops in plain text', async () => {
    await writeFakeBuild(ws.repoRoot, 'mfe-lobby', 'one');
    expect(await runReleaseCli(['publish', 'mfe-lobby', '--version', 'v1', '--by', 'ops-ann'], ws)).toMatch(
      /Published mfe-lobby v1 .*now live \(was nothing\)/,
    );
    await writeFakeBuild(ws.repoRoot, 'mfe-lobby', 'two');
    expect(await runReleaseCli(['publish', 'mfe-lobby', '--version', 'v2', '--no-promote'], ws)).toMatch(/not promoted/);
    expect(await runReleaseCli(['promote', 'mfe-lobby', 'v2'], ws)).toBe('mfe-lobby v2 is live (was v1)');
    const statusText = await runReleaseCli(['status', 'mfe-lobby'], ws);
    expect(statusText).toMatch(/^mfe-lobby: v2 \(live since \d{4}-/);
    expect(statusText).toMatch(/\* .* v2 {2}promote by /);
    expect(statusText).toContain('published versions: v1, v2');
    const historyText = await runReleaseCli(['history', 'mfe-lobby'], ws);
    expect(historyText.split('\n')).toHaveLength(3);
    expect(historyText).toMatch(/publish {2}v1 .*by ops-ann/);
    const json = JSON.parse(await runReleaseCli(['status', '--json'], ws)) as Array<{ app: string }>;
    expect(json.map((r) => r.app)).toContain('mfe-promotions');
  });

  it('refuses unknown apps and commands with the usage', async () => {
    await expect(runReleaseCli(['publish', 'mfe-casino'], ws)).rejects.toThrow(/Unknown app "mfe-casino"[\s\S]*Usage/);
    await expect(runReleaseCli(['explode'], ws)).rejects.toThrow(/Usage: pnpm release/);
  });

  it('runs as a process: rollback moves the pointer and a refusal exits 1 with a clear message', async () => {
    await writeFakeBuild(ws.repoRoot, 'mfe-lobby', 'one');
    await runReleaseCli(['publish', 'mfe-lobby', '--version', 'v1'], ws);
    await runReleaseCli(['publish', 'mfe-lobby', '--version', 'v2'], ws);
    const env = { ...process.env, RELEASES_DIR: ws.releasesDir, LOG_LEVEL: 'silent' };
    // The command `pnpm release` runs (server/package.json).
    const cli = ['--require', 'tsx/cjs', 'src/modules/releases/release.cli.ts'];
    const ok = await run('node', [...cli, 'rollback', 'mfe-lobby'], { cwd: serverDir, env });
    expect(ok.stdout).toContain('Rolled back mfe-lobby to v1 (was v2)');
    expect((await readManifest(ws.releasesDir)).remotes.mfe_lobby?.version).toBe('v1');
    const refused = run('node', [...cli, 'rollback', 'mfe-lobby'], { cwd: serverDir, env });
    await expect(refused).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('no earlier live version') });
  });
});
