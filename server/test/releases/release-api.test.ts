import fs from 'node:fs/promises';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { createReleaseToken, revokeReleaseToken } from '../../src/modules/releases/release-auth';
import { inCohort } from '../../src/modules/releases/cohort';
import { readBuildFiles } from '../../src/modules/releases/release-files';
import { publish, setCanary } from '../../src/modules/releases/release.service';
import { readAudit } from '../../src/modules/releases/releases.repository';
import { makeRegistry, type RegistryWorkspace, writeFakeBuild } from './fake-build';
import { staffSession } from '../helpers/staff';

let ws: RegistryWorkspace;
let lobbyToken: string;
let lotteryToken: string;
const ops = () => ({ 'x-admin-token': ws.app.config.ADMIN_TOKEN });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  ws = await makeRegistry();
});
beforeEach(async () => {
  await ws.reset();
  lobbyToken = (await createReleaseToken(ws.app.db, 'mfe-lobby', 'lobby CI')).token;
  lotteryToken = (await createReleaseToken(ws.app.db, 'mfe-lottery', 'lottery CI')).token;
  await writeFakeBuild(ws.repoRoot, 'shell', 'shell-1');
  await publish(ws.ctx, 'shell', { version: 's1' });
});
afterAll(async () => {
  await ws.cleanup();
});

/** What the CLI's HTTP client does: ask which files are missing, send those, register the version. */
async function upload(app: string, headers: Record<string, string>, dir: string, version: string, extra: object = {}) {
  const files = await readBuildFiles(dir);
  const missing = await ws.app.inject({ method: 'POST', url: '/wps/releases/blobs/missing', headers, payload: { sha256: files.map((f) => f.sha256) } });
  if (missing.statusCode !== 200) return missing;
  for (const f of files.filter((x) => (missing.json().value.missing as string[]).includes(x.sha256))) {
    const put = await ws.app.inject({ method: 'PUT', url: `/wps/releases/blobs/${f.sha256}`, headers: { ...headers, 'content-type': 'application/octet-stream' }, payload: f.data });
    expect(put.statusCode).toBe(200);
  }
  return ws.app.inject({
    method: 'POST',
    url: `/wps/releases/apps/${app}/versions`,
    headers,
    payload: { version, files: files.map(({ path: p, sha256, size }) => ({ path: p, sha256, size })), ...extra },
  });
}

const post = (url: string, headers: Record<string, string>, payload: object) => ws.app.inject({ method: 'POST', url, headers, payload });
const code = (res: LightMyRequestResponse) => [res.statusCode, res.json().code];

describe('credentials', () => {
  it('refuses a request without a credential, with an unknown or a revoked token', async () => {
    const dist = await writeFakeBuild(ws.repoRoot, 'mfe-lobby', 'one');
    expect(code(await upload('mfe-lobby', {}, dist, 'v1'))).toEqual([401, 'RELEASE_UNAUTHORIZED']);
    expect(code(await upload('mfe-lobby', bearer('rt_not-a-real-token-at-all'), dist, 'v1'))).toEqual([401, 'RELEASE_UNAUTHORIZED']);
    const revoked = await createReleaseToken(ws.app.db, 'mfe-lobby', 'old CI');
    await revokeReleaseToken(ws.app.db, revoked.id);
    expect(code(await upload('mfe-lobby', bearer(revoked.token), dist, 'v1'))).toEqual([401, 'RELEASE_UNAUTHORIZED']);
  });

  it('lets a team token upload and canary its own app only; promote to everyone and rollback need ops', async () => {
    const dist = await writeFakeBuild(ws.repoRoot, 'mfe-lobby', 'one');
    expect(code(await upload('mfe-lobby', bearer(lotteryToken), dist, 'v1'))).toEqual([403, 'RELEASE_FORBIDDEN']);
    expect(code(await upload('mfe-lobby', bearer(lobbyToken), dist, 'v1', { promote: true }))).toEqual([403, 'RELEASE_FORBIDDEN']);
    const stored = await upload('mfe-lobby', bearer(lobbyToken), dist, 'v1');
    expect(stored.json().value).toMatchObject({ app: 'mfe-lobby', version: 'v1', created: true, promoted: false });
    const team = bearer(lobbyToken);
    expect(code(await post('/wps/releases/apps/mfe-lobby/promote', team, { version: 'v1' }))).toEqual([403, 'RELEASE_FORBIDDEN']);
    expect(code(await post('/wps/releases/apps/mfe-lobby/canary', bearer(lotteryToken), { version: 'v1', percent: 10 }))).toEqual([403, 'RELEASE_FORBIDDEN']);
    expect(code(await post('/wps/releases/apps/mfe-lobby/canary', team, { version: 'v1', percent: 100 }))).toEqual([403, 'RELEASE_FORBIDDEN']);
    expect((await post('/wps/releases/apps/mfe-lobby/canary', team, { version: 'v1', percent: 10 })).json().value).toEqual({ app: 'mfe-lobby', live: null, canary: 'v1', percent: 10 });
    expect((await post('/wps/releases/apps/mfe-lobby/promote', ops(), { version: 'v1' })).json().value).toEqual({ app: 'mfe-lobby', version: 'v1', previousVersion: null });
    expect(code(await post('/wps/releases/apps/mfe-lobby/rollback', team, {}))).toEqual([403, 'RELEASE_FORBIDDEN']);
    const audit = await readAudit(ws.app.db, 'mfe-lobby');
    expect(audit.map((a) => `${a.action} ${a.by}`)).toEqual(['publish team:lobby CI', 'canary team:lobby CI', 'promote automation']);
  });

  it('treats a staff member with releases.manage as ops, and one without it as nobody', async () => {
    const dist = await writeFakeBuild(ws.repoRoot, 'mfe-lobby', 'one');
    const manager = await staffSession(ws.app, 'release-manager');
    const clerk = await staffSession(ws.app, 'finance');
    expect(code(await upload('mfe-lobby', clerk.headers, dist, 'v1'))).toEqual([401, 'RELEASE_UNAUTHORIZED']);
    expect((await upload('mfe-lobby', manager.headers, dist, 'v1', { promote: true })).json().value).toMatchObject({
      version: 'v1',
      promoted: true,
    });
    const audit = await readAudit(ws.app.db, 'mfe-lobby');
    expect(audit.map((a) => a.by)).toContain(`staff:${manager.account}`);
  });
});

describe('upload', () => {
  it('is retry-safe: files already stored are not asked for, the same version again is a no-op, other content is refused', async () => {
    const dist = await writeFakeBuild(ws.repoRoot, 'mfe-lobby', 'one');
    const team = bearer(lobbyToken);
    expect((await upload('mfe-lobby', team, dist, 'v1')).json().value.created).toBe(true);
    const files = await readBuildFiles(dist);
    const again = await post('/wps/releases/blobs/missing', team, { sha256: files.map((f) => f.sha256) });
    expect(again.json().value.missing).toEqual([]);
    expect((await upload('mfe-lobby', team, dist, 'v1')).json().value).toMatchObject({ created: false });
    const other = await writeFakeBuild(ws.repoRoot, 'mfe-lobby', 'two');
    const refused = await upload('mfe-lobby', team, other, 'v1');
    expect(code(refused)).toEqual([409, 'RELEASE_REFUSED']);
    expect(refused.json().message).toMatch(/already published with other content/);
    expect((await readAudit(ws.app.db, 'mfe-lobby')).filter((a) => a.action === 'publish')).toHaveLength(1);
  });

  it('refuses a version whose files were not uploaded, naming them, and content that does not match its hash', async () => {
    const dist = await writeFakeBuild(ws.repoRoot, 'mfe-lobby', 'one');
    const files = await readBuildFiles(dist);
    const res = await post('/wps/releases/apps/mfe-lobby/versions', bearer(lobbyToken), {
      version: 'v1',
      files: files.map(({ path: p, sha256, size }) => ({ path: p, sha256, size })),
    });
    expect(code(res)).toEqual([409, 'RELEASE_BLOBS_MISSING']);
    // Every file but the source map, whose bytes the shell's build already stored (content-addressed: stored once).
    const mapHash = files.find((f) => f.path.endsWith('.map'))!.sha256;
    expect(new Set(res.json().value.missing)).toEqual(new Set(files.map((f) => f.sha256).filter((h) => h !== mapHash)));
    const wrong = await ws.app.inject({
      method: 'PUT',
      url: `/wps/releases/blobs/${files[0]!.sha256}`,
      headers: { ...bearer(lobbyToken), 'content-type': 'application/octet-stream' },
      payload: Buffer.from('something else'),
    });
    expect(code(wrong)).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('refuses a build that is not an app build, or whose mf-manifest.json is not JSON', async () => {
    const dist = await writeFakeBuild(ws.repoRoot, 'mfe-lobby', 'one');
    await fs.writeFile(path.join(dist, 'mf-manifest.json'), '{ not json');
    expect(code(await upload('mfe-lobby', bearer(lobbyToken), dist, 'v1'))).toEqual([400, 'VALIDATION_FAILED']);
  });
});

describe('shared contract gate', () => {
  it('refuses a remote built against another @site/shared contract than the live shell provides, naming both', async () => {
    await ws.reset();
    const shell = await writeFakeBuild(ws.repoRoot, 'shell', 'shell-c');
    await fs.writeFile(path.join(shell, 'build-info.json'), JSON.stringify({ commit: 'abc1234', contract: 'c-aaaa' }));
    await publish(ws.ctx, 'shell', { version: 's1' });
    const lobby = await writeFakeBuild(ws.repoRoot, 'mfe-lobby', 'lobby-c');
    await fs.writeFile(path.join(lobby, 'build-info.json'), JSON.stringify({ commit: 'abc1234', contract: 'c-bbbb' }));
    await expect(publish(ws.ctx, 'mfe-lobby', { version: 'v1' })).rejects.toThrow(
      /Refusing mfe-lobby: it was built against the @site\/shared contract c-bbbb, the live shell s1 provides c-aaaa/,
    );
    await publish(ws.ctx, 'mfe-lobby', { version: 'v1', promote: false, force: true });
    await expect(setCanary(ws.ctx, 'mfe-lobby', 'v1', 10)).rejects.toThrow(/contract c-bbbb/);
    await fs.writeFile(path.join(lobby, 'build-info.json'), JSON.stringify({ commit: 'abc1234', contract: 'c-aaaa' }));
    await expect(publish(ws.ctx, 'mfe-lobby', { version: 'v2' })).resolves.toMatchObject({ promoted: true });
  });
});

describe('canary cohorts', () => {
  it('are sticky and only grow as the percentage rises', () => {
    const ids = Array.from({ length: 4000 }, (_, i) => `browser-${i}-abcdefghijkl`);
    let previous = new Set<string>();
    for (const percent of [0, 5, 10, 25, 50, 100]) {
      const inside = new Set(ids.filter((id) => inCohort(id, 'mfe-lobby', percent)));
      for (const id of previous) expect(inside.has(id)).toBe(true);
      expect(Math.abs(inside.size / ids.length - percent / 100)).toBeLessThan(0.03);
      previous = inside;
    }
    // Per app: being in one app's canary says nothing about another's.
    const lobby = ids.filter((id) => inCohort(id, 'mfe-lobby', 50));
    const both = lobby.filter((id) => inCohort(id, 'mfe-lottery', 50));
    expect(Math.abs(both.length / lobby.length - 0.5)).toBeLessThan(0.05);
  });

  it('give each browser the manifest of its cohort, never cacheable across cohorts, and the same on every reload', async () => {
    const v1 = await writeFakeBuild(ws.repoRoot, 'mfe-lobby', 'one');
    await publish(ws.ctx, 'mfe-lobby', { version: 'v1', sourceDir: v1 });
    const plain = await ws.app.inject({ url: '/releases/manifest.json' });
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers['set-cookie']).toBeUndefined();
    await writeFakeBuild(ws.repoRoot, 'mfe-lobby', 'two');
    await publish(ws.ctx, 'mfe-lobby', { version: 'v2', promote: false });
    await setCanary(ws.ctx, 'mfe-lobby', 'v2', 50);
    const seen: Record<string, number> = {};
    for (let i = 0; i < 40; i += 1) {
      const first = await ws.app.inject({ url: '/releases/manifest.json' });
      expect(first.headers['cache-control']).toBe('private, no-store');
      expect(first.headers.vary).toContain('cookie');
      const cookie = String(first.headers['set-cookie']).split(';')[0]!;
      expect(String(first.headers['set-cookie'])).toMatch(/site_rc=[\w-]+; Path=\/; Max-Age=31536000; SameSite=Lax/);
      const version = first.json().remotes.mfe_lobby.version as string;
      seen[version] = (seen[version] ?? 0) + 1;
      for (let reload = 0; reload < 3; reload += 1) {
        const again = await ws.app.inject({ url: '/releases/manifest.json', headers: { cookie } });
        expect(again.json().remotes.mfe_lobby.version).toBe(version);
        expect(again.headers['set-cookie']).toBeUndefined();
      }
      // The page carries the same cohort's manifest and is not stored either.
      if (i < 2) {
        const page = await ws.app.inject({ url: '/', headers: { cookie } });
        expect(page.headers['cache-control']).toBe('private, no-store');
        expect(page.body).toContain(`/releases/mfe-lobby/${version}/`);
      }
    }
    expect(seen.v1).toBeGreaterThan(8);
    expect(seen.v2).toBeGreaterThan(8);
    // Ended: everyone is back on the live version.
    await setCanary(ws.ctx, 'mfe-lobby', 'v2', 0);
    expect((await ws.manifest()).remotes.mfe_lobby?.version).toBe('v1');
  });
});

describe('preview links', () => {
  it('pin the browser that opens one to the version for that app only, until it exits; a tampered link does nothing', async () => {
    await writeFakeBuild(ws.repoRoot, 'mfe-lobby', 'one');
    await publish(ws.ctx, 'mfe-lobby', { version: 'v1' });
    await writeFakeBuild(ws.repoRoot, 'mfe-lobby', 'two');
    await publish(ws.ctx, 'mfe-lobby', { version: 'v2', promote: false });
    const link = await post('/wps/releases/apps/mfe-lobby/preview', bearer(lobbyToken), { version: 'v2' });
    const url = new URL(link.json().value.url as string);
    expect(Date.parse(link.json().value.expiresAt) - Date.now()).toBeGreaterThan(23 * 3600_000);
    const opened = await ws.app.inject({ url: `/releases/manifest.json${url.search}` });
    expect(opened.json()).toMatchObject({ remotes: { mfe_lobby: { version: 'v2' } }, shell: { version: 's1' }, preview: { app: 'mfe-lobby', version: 'v2' } });
    const cookie = String(opened.headers['set-cookie']).split(';')[0]!;
    expect((await ws.app.inject({ url: '/releases/manifest.json', headers: { cookie } })).json().remotes.mfe_lobby.version).toBe('v2');
    expect((await ws.manifest()).remotes.mfe_lobby?.version).toBe('v1');
    const exit = await ws.app.inject({ url: '/releases/manifest.json?release-preview=off', headers: { cookie } });
    expect(exit.json().remotes.mfe_lobby.version).toBe('v1');
    expect(String(exit.headers['set-cookie'])).toContain('Max-Age=0');
    const tampered = url.search.replace(/.(?=&|$)/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await ws.app.inject({ url: `/releases/manifest.json${tampered}` })).json().remotes.mfe_lobby.version).toBe('v1');
  });
});
