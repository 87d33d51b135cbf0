import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDb, type Db } from '../../src/db/create-db';
import { migrateToLatest } from '../../src/db/migrate';
import { httpTransport } from '../../src/modules/releases/release-client';
import { createScratchDatabase } from '../helpers/test-app';
import { startServer, type ServerProcess } from '../helpers/server-process';
import { writeFakeBuild } from './fake-build';

/**
 * Two server processes on one PostgreSQL database, each with its own RELEASES_DIR (its own local cache, as on two
 * machines): a pointer moved through one is served by the other within a second (LISTEN/NOTIFY), both ways.
 */
const ADMIN_TOKEN = 'release-two-servers-admin-token-0123';
const servedWithin = async (url: string, version: string, budgetMs: number) => {
  const started = Date.now();
  for (;;) {
    const manifest = (await (await fetch(`${url}/releases/manifest.json`)).json()) as { remotes: Record<string, { version: string }> };
    if (manifest.remotes.mfe_lobby?.version === version) return Date.now() - started;
    if (Date.now() - started > budgetMs) throw new Error(`${url} still serves ${manifest.remotes.mfe_lobby?.version}, not ${version}`);
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('two server processes on one PostgreSQL', () => {
  let base: string;
  let drop: () => Promise<void>;
  let db: Db;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    const pgUrl = process.env.DATABASE_URL;
    if (!pgUrl) throw new Error('DATABASE_URL is required (jest -c server/jest.pg.config.cjs)');
    base = await fs.mkdtemp(path.join(os.tmpdir(), 'release-two-'));
    const scratch = await createScratchDatabase(pgUrl);
    drop = scratch.drop;
    db = await createDb({ databaseUrl: scratch.url, dataDir: '' });
    await migrateToLatest(db);
    for (const name of ['a', 'b']) {
      servers.push(
        await startServer({
          DATABASE_URL: scratch.url,
          ADMIN_TOKEN,
          RELEASES_DIR: path.join(base, `releases-${name}`),
          PUBLISH_ON_START: 'false',
          JOBS_ENABLED: 'false',
        }),
      );
    }
  });
  afterAll(async () => {
    servers.forEach((s) => s.proc.kill('SIGTERM'));
    await Promise.all(servers.map((s) => s.exited));
    await db?.destroy();
    await drop?.();
    await fs.rm(base, { recursive: true, force: true });
  });

  it('publish through A: B serves the new manifest within 1 s; rollback through B: A follows', async () => {
    const [a, b] = servers.map((s) => s.url) as [string, string];
    const repo = path.join(base, 'repo');
    const opsA = httpTransport(a, ADMIN_TOKEN, 'ops');
    const opsB = httpTransport(b, ADMIN_TOKEN, 'ops');
    const shell = await writeFakeBuild(repo, 'shell', 'shell-1');
    await opsA.publish({ app: 'shell', sourceDir: shell, version: 's1', promote: true, force: false });
    const v1 = await writeFakeBuild(repo, 'mfe-lobby', 'lobby-1');
    await opsA.publish({ app: 'mfe-lobby', sourceDir: v1, version: 'v1', promote: true, force: false });
    await servedWithin(b, 'v1', 1000);
    const v2 = await writeFakeBuild(repo, 'mfe-lobby', 'lobby-2');
    await opsA.publish({ app: 'mfe-lobby', sourceDir: v2, version: 'v2', promote: true, force: false });
    expect(await servedWithin(b, 'v2', 1000)).toBeLessThan(1000);
    // B's files come from its own cache, copied from the registry: A's folder is not B's.
    const entry = await fetch(`${b}/releases/mfe-lobby/v2/remoteEntry.js`);
    expect(await entry.text()).toContain('lobby-2');
    await expect(fs.access(path.join(base, 'releases-b', 'mfe-lobby', 'v2', 'remoteEntry.js'))).resolves.toBeUndefined();

    await opsB.rollback('mfe-lobby', undefined, false);
    expect(await servedWithin(a, 'v1', 1000)).toBeLessThan(1000);
    // B answered the rollback after its own reload: it serves v1 at once.
    expect(await servedWithin(b, 'v1', 50)).toBeLessThan(50);
  });
});
