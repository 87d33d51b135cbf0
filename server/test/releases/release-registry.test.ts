import fs from 'node:fs/promises';
import path from 'node:path';
import { readAudit } from '../../src/modules/releases/releases.repository';
import { promote, publish, rollback, ReleaseError } from '../../src/modules/releases/release.service';
import { history, status } from '../../src/modules/releases/release-report';
import { hashTree, makeRegistry, type RegistryWorkspace, writeFakeBuild } from './fake-build';

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

async function publishLobby(marker: string, version: string, promoteIt = true) {
  await writeFakeBuild(ws.repoRoot, 'mfe-lobby', marker);
  return publish(ws.ctx, 'mfe-lobby', { version, promote: promoteIt });
}

describe('publish', () => {
  it('copies the build into an immutable version folder and points the manifest at it', async () => {
    await writeFakeBuild(ws.repoRoot, 'shell', 'shell-1');
    await publish(ws.ctx, 'shell', { version: 's1' });
    await publishLobby('lobby-1', 'v1');

    const manifest = await ws.manifest();
    expect(manifest.remotes.mfe_lobby).toMatchObject({
      app: 'mfe-lobby',
      version: 'v1',
      entry: '/releases/mfe-lobby/v1/mf-manifest.json',
      shared: expect.objectContaining({ react: '19.3.1' }),
    });
    expect(manifest.shell).toMatchObject({ version: 's1', shared: expect.objectContaining({ react: '19.3.1' }) });
    const copied = await fs.readFile(path.join(ws.releasesDir, 'mfe-lobby/v1/remoteEntry.js'), 'utf8');
    expect(copied).toContain('lobby-1');
    // The copy is byte-identical to the build it came from (precompressed siblings aside).
    const source = await hashTree(path.join(ws.repoRoot, 'mfe-lobby/dist'));
    const stored = await hashTree(path.join(ws.releasesDir, 'mfe-lobby/v1'));
    for (const [file, hash] of Object.entries(source)) expect(stored[file]).toBe(hash);
  });

  it('refuses to overwrite a published version, and takes the same content again as a no-op', async () => {
    await publishLobby('lobby-1', 'v1');
    await expect(publishLobby('lobby-other', 'v1')).rejects.toThrow(
      /already published with other content; published versions are immutable/,
    );
    await expect(publishLobby('lobby-1', 'v1')).resolves.toMatchObject({ created: false, promoted: false });
    expect((await readAudit(ws.ctx.db, 'mfe-lobby')).map((a) => a.action)).toEqual(['publish']);
    await ws.manifest();
    const copied = await fs.readFile(path.join(ws.releasesDir, 'mfe-lobby/v1/remoteEntry.js'), 'utf8');
    expect(copied).toContain('lobby-1');
  });

  it('with --no-promote stores the version but leaves the live one', async () => {
    await publishLobby('lobby-1', 'v1');
    await publishLobby('lobby-2', 'v2', false);
    expect((await ws.manifest()).remotes.mfe_lobby?.version).toBe('v1');
    expect((await status(ws.ctx, 'mfe-lobby'))[0]?.published).toEqual(['v1', 'v2']);
  });

  it('generates a sortable version when none is given and records who and which commit', async () => {
    await writeFakeBuild(ws.repoRoot, 'mfe-lobby', 'x');
    await fs.writeFile(path.join(ws.repoRoot, 'mfe-lobby/dist/build-info.json'), JSON.stringify({ commit: 'abcdef0123456789' }));
    const result = await publish(ws.ctx, 'mfe-lobby');
    expect(result.version).toMatch(/^\d{8}-\d{6}-abcdef0$/);
    const [entry] = await readAudit(ws.ctx.db);
    expect(entry).toMatchObject({ action: 'publish', by: 'tester', app: 'mfe-lobby', commit: 'abcdef0123456789', previous_version: null });
  });

  it('rejects versions that could escape the releases folder', async () => {
    await writeFakeBuild(ws.repoRoot, 'mfe-lobby', 'x');
    await expect(publish(ws.ctx, 'mfe-lobby', { version: '../evil' })).rejects.toThrow(ReleaseError);
  });

  it('refuses a missing build with the command to make one', async () => {
    await expect(publish(ws.ctx, 'mfe-agent')).rejects.toThrow(/No build of mfe-agent .* Run: pnpm build/);
  });
});

describe('compatibility with the live shell', () => {
  it('refuses a remote built against another React major, naming the versions', async () => {
    await writeFakeBuild(ws.repoRoot, 'shell', 'shell-1');
    await publish(ws.ctx, 'shell', { version: 's1' });
    await publishLobby('lobby-1', 'v1');
    await writeFakeBuild(ws.repoRoot, 'mfe-lobby', 'old-react', { react: '18.3.1', 'react-dom': '18.3.1' });

    const attempt = publish(ws.ctx, 'mfe-lobby', { version: 'v2' });
    await expect(attempt).rejects.toThrow(ReleaseError);
    await expect(attempt).rejects.toThrow(/react: mfe-lobby has 18\.3\.1, the live shell s1 has 19\.3\.1/);
    expect((await ws.manifest()).remotes.mfe_lobby?.version).toBe('v1');
    await expect(fs.access(path.join(ws.releasesDir, 'mfe-lobby/v2'))).rejects.toThrow();
  });

  it('accepts a different minor of the same major', async () => {
    await writeFakeBuild(ws.repoRoot, 'shell', 'shell-1');
    await publish(ws.ctx, 'shell', { version: 's1' });
    await writeFakeBuild(ws.repoRoot, 'mfe-lobby', 'minor', { react: '19.0.0', rxjs: '7.1.0' });
    await expect(publish(ws.ctx, 'mfe-lobby', { version: 'v1' })).resolves.toMatchObject({ promoted: true });
  });

  it('refuses a shell whose major differs from a live remote', async () => {
    await writeFakeBuild(ws.repoRoot, 'shell', 'shell-1');
    await publish(ws.ctx, 'shell', { version: 's1' });
    await publishLobby('lobby-1', 'v1');
    await writeFakeBuild(ws.repoRoot, 'shell', 'shell-2', { react: '20.0.0' });
    await expect(publish(ws.ctx, 'shell', { version: 's2' })).rejects.toThrow(/live mfe-lobby v1/);
  });
});

describe('rollback and promote', () => {
  beforeEach(async () => {
    await publishLobby('lobby-1', 'v1');
    await publishLobby('lobby-2', 'v2');
    await publishLobby('lobby-3', 'v3');
  });

  it('rolls back to the version live before the current one, and further on repeat', async () => {
    await rollback(ws.ctx, 'mfe-lobby');
    expect((await ws.manifest()).remotes.mfe_lobby?.version).toBe('v2');
    await rollback(ws.ctx, 'mfe-lobby');
    expect((await ws.manifest()).remotes.mfe_lobby?.version).toBe('v1');
    await expect(rollback(ws.ctx, 'mfe-lobby')).rejects.toThrow(/no earlier live version/);
  });

  it('rolls back --to a named version', async () => {
    await rollback(ws.ctx, 'mfe-lobby', 'v1');
    expect((await ws.manifest()).remotes.mfe_lobby?.version).toBe('v1');
    await expect(rollback(ws.ctx, 'mfe-lobby', 'v9')).rejects.toThrow(/v9 is not published/);
  });

  it('promotes a published version and a later rollback returns to the one it replaced', async () => {
    await promote(ws.ctx, 'mfe-lobby', 'v1');
    expect((await ws.manifest()).remotes.mfe_lobby?.version).toBe('v1');
    await rollback(ws.ctx, 'mfe-lobby');
    expect((await ws.manifest()).remotes.mfe_lobby?.version).toBe('v3');
  });

  it('touches no other app: its files and manifest entries stay byte-identical', async () => {
    await writeFakeBuild(ws.repoRoot, 'shell', 'shell-1');
    await publish(ws.ctx, 'shell', { version: 's1' });
    await writeFakeBuild(ws.repoRoot, 'mfe-lottery', 'lottery-1');
    await publish(ws.ctx, 'mfe-lottery', { version: 'l1' });
    await ws.manifest();
    const before = { shell: await hashTree(path.join(ws.releasesDir, 'shell')), lottery: await hashTree(path.join(ws.releasesDir, 'mfe-lottery')), lobby: await hashTree(path.join(ws.releasesDir, 'mfe-lobby')) };
    const manifestBefore = await ws.manifest();

    await rollback(ws.ctx, 'mfe-lobby');
    await ws.manifest();

    expect(await hashTree(path.join(ws.releasesDir, 'shell'))).toEqual(before.shell);
    expect(await hashTree(path.join(ws.releasesDir, 'mfe-lottery'))).toEqual(before.lottery);
    expect(await hashTree(path.join(ws.releasesDir, 'mfe-lobby'))).toEqual(before.lobby);
    const manifestAfter = await ws.manifest();
    expect(manifestAfter.shell).toEqual(manifestBefore.shell);
    expect(manifestAfter.remotes.mfe_lottery).toEqual(manifestBefore.remotes.mfe_lottery);
    expect(manifestAfter.remotes.mfe_lobby?.version).toBe('v2');
  });

  it('status and history show what went live, when and by whom', async () => {
    await rollback(ws.ctx, 'mfe-lobby');
    const [row] = await status(ws.ctx, 'mfe-lobby');
    expect(row).toMatchObject({ app: 'mfe-lobby', live: 'v2', published: ['v1', 'v2', 'v3'] });
    expect(row?.lastActions.map((c) => `${c.action}:${c.version}`)).toEqual(['rollback:v2', 'publish:v3', 'publish:v2', 'publish:v1']);
    expect(row?.liveSince).toEqual(row?.lastActions[0]?.at);
    const entries = await history(ws.ctx, 'mfe-lobby');
    expect(entries[0]).toMatchObject({ action: 'rollback', version: 'v2', previousVersion: 'v3', by: 'tester' });
    expect(entries).toHaveLength(4);
  });
});
