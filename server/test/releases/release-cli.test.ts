import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { createDb } from '../../src/db/create-db';
import { migrateToLatest } from '../../src/db/migrate';
import { createReleaseToken } from '../../src/modules/releases/release-auth';
import { databaseTransport } from '../../src/modules/releases/release-client';
import { runReleaseCli, type CliEnv } from '../../src/modules/releases/release.cli';
import { publish } from '../../src/modules/releases/release.service';
import { findVersion, readPointers } from '../../src/modules/releases/releases.repository';
import { createScratchDatabase } from '../helpers/test-app';
import { makeRegistry, makeWorkspace, type RegistryWorkspace, writeFakeBuild } from './fake-build';

const run = promisify(execFile);
const serverDir = path.resolve(__dirname, '../..');
let ws: RegistryWorkspace;

beforeAll(async () => {
  ws = await makeRegistry();
});
beforeEach(async () => {
  await ws.reset();
});
afterAll(async () => {
  await ws.cleanup();
});

/** The CLI without --server, on this test's database (as when no server runs). */
function localEnv(token?: string): CliEnv {
  return {
    local: async (by) => ({
      transport: databaseTransport({ db: ws.app.db, repoRoot: ws.repoRoot, ...(by ? { by } : {}) }, { origin: 'http://site', adminToken: ws.app.config.ADMIN_TOKEN, keep: 10 }),
      close: async () => undefined,
    }),
    token,
    repoRoot: ws.repoRoot,
  };
}

describe('release CLI', () => {
  it('publish, status and history speak to ops in plain text', async () => {
    const env = localEnv();
    await writeFakeBuild(ws.repoRoot, 'mfe-lobby', 'one');
    expect(await runReleaseCli(['publish', 'mfe-lobby', '--version', 'v1', '--by', 'ops-ann'], env)).toMatch(
      /Published mfe-lobby v1 .*now live \(was nothing\)/,
    );
    await writeFakeBuild(ws.repoRoot, 'mfe-lobby', 'two');
    expect(await runReleaseCli(['publish', 'mfe-lobby', '--version', 'v2', '--no-promote'], env)).toMatch(/not promoted/);
    expect(await runReleaseCli(['publish', 'mfe-lobby', '--version', 'v2', '--no-promote'], env)).toMatch(/already published with this content: nothing changed/);
    expect(await runReleaseCli(['promote', 'mfe-lobby', 'v2'], env)).toBe('mfe-lobby v2 is live (was v1)');
    const statusText = await runReleaseCli(['status', 'mfe-lobby'], env);
    expect(statusText).toMatch(/^mfe-lobby: v2 \(live since \d{4}-.*no sample last hour\)/);
    expect(statusText).toMatch(/promote +v2 \(live was v1\) +by /);
    expect(statusText).toContain('published versions: v1, v2');
    const historyText = await runReleaseCli(['history', 'mfe-lobby'], env);
    expect(historyText.split('\n')).toHaveLength(3);
    expect(historyText).toMatch(/publish {2}v1 .*by ops-ann/);
    const json = JSON.parse(await runReleaseCli(['status', '--json'], env)) as Array<{ app: string }>;
    expect(json.map((r) => r.app)).toContain('mfe-promotions');
  });

  it('refuses unknown apps and commands with the usage', async () => {
    await expect(runReleaseCli(['publish', 'mfe-casino'], localEnv())).rejects.toThrow(/Unknown app "mfe-casino"[\s\S]*Usage/);
    await expect(runReleaseCli(['explode'], localEnv())).rejects.toThrow(/Usage: pnpm release/);
  });

  it('with --server is a client of the HTTP API: a team token uploads and canaries, ops promote', async () => {
    const url = await listening(ws.app);
    const { token } = await createReleaseToken(ws.app.db, 'mfe-lobby', 'lobby CI');
    await writeFakeBuild(ws.repoRoot, 'mfe-lobby', 'one');
    const team = localEnv(token);
    expect(await runReleaseCli(['publish', 'mfe-lobby', '--version', 'v1', '--server', url], team)).toMatch(/Published mfe-lobby v1 .*not promoted/);
    // A retry of the same upload changes nothing.
    expect(await runReleaseCli(['publish', 'mfe-lobby', '--version', 'v1', '--server', url], team)).toMatch(/nothing changed/);
    await expect(runReleaseCli(['promote', 'mfe-lobby', 'v1', '--server', url], team)).rejects.toThrow(/needs the ops credential.*\(RELEASE_FORBIDDEN\)/);
    const ops = localEnv(ws.app.config.ADMIN_TOKEN);
    expect(await runReleaseCli(['promote', 'mfe-lobby', 'v1', '--server', url, '--by', 'ops-bo'], ops)).toBe('mfe-lobby v1 is live (was nothing)');
    await writeFakeBuild(ws.repoRoot, 'mfe-lobby', 'two');
    await runReleaseCli(['publish', 'mfe-lobby', '--version', 'v2', '--server', url], team);
    expect(await runReleaseCli(['canary', 'mfe-lobby', 'v2', '--percent', '10', '--server', url], team)).toBe(
      'mfe-lobby v2 is the canary for 10 % of browsers (live: v1)',
    );
    expect(await runReleaseCli(['status', 'mfe-lobby', '--server', url], team)).toMatch(/canary v2 at 10 %/);
    expect(await runReleaseCli(['preview', 'mfe-lobby', 'v2', '--server', url], team)).toMatch(/\/\?release-preview=.*\n\(valid until /);
    expect(await runReleaseCli(['rollback', 'mfe-lobby', '--server', url], ops)).toBe('Rolled back mfe-lobby to v1 (was v2)');
    expect((await readPointers(ws.app.db)).find((p) => p.app === 'mfe-lobby')).toMatchObject({ live_version: 'v1', canary_version: null, canary_percent: 0 });
    await expect(runReleaseCli(['status', '--server', url], localEnv())).rejects.toThrow(/needs the credential in RELEASE_TOKEN/);
  });
});

describe('release CLI as a process', () => {
  it('opens the database when no server runs: rollback moves the pointer and a refusal exits 1 with a clear message', async () => {
    const base = await makeWorkspace();
    const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : null;
    const dbEnv = scratch ? { DATABASE_URL: scratch.url } : { DATA_DIR: path.join(base.repoRoot, 'data') };
    try {
      const db = await createDb({ databaseUrl: scratch?.url, dataDir: path.join(base.repoRoot, 'data') });
      await migrateToLatest(db);
      await writeFakeBuild(base.repoRoot, 'mfe-lobby', 'one');
      await publish({ db, repoRoot: base.repoRoot }, 'mfe-lobby', { version: 'v1' });
      await publish({ db, repoRoot: base.repoRoot }, 'mfe-lobby', { version: 'v2' });
      await db.destroy();
      // Port 9 (discard): no server answers there, so the CLI opens the database itself.
      const env = { ...process.env, ...dbEnv, RELEASES_DIR: base.releasesDir, PORT: '9', LOG_LEVEL: 'silent' };
      // The command `pnpm release` runs (server/package.json).
      const cli = ['--import', 'tsx', 'src/modules/releases/release.cli.ts'];
      const ok = await run('node', [...cli, 'rollback', 'mfe-lobby'], { cwd: serverDir, env });
      expect(ok.stdout).toContain('Rolled back mfe-lobby to v1 (was v2)');
      const refused = run('node', [...cli, 'rollback', 'mfe-lobby'], { cwd: serverDir, env });
      await expect(refused).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('no earlier live version') });
      const check = await createDb({ databaseUrl: scratch?.url, dataDir: path.join(base.repoRoot, 'data') });
      expect((await readPointers(check)).find((p) => p.app === 'mfe-lobby')?.live_version).toBe('v1');
      expect(await findVersion(check, 'mfe-lobby', 'v2')).toBeDefined();
      await check.destroy();
    } finally {
      await scratch?.drop();
      await base.cleanup();
    }
  });
});

async function listening(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}
