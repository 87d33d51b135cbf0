import { countHealth } from '../../src/modules/releases/release-health';
import { DEFAULT_GUARD_RULE, guardCanaries } from '../../src/modules/releases/release-guard';
import { pruneVersions } from '../../src/modules/releases/release-retention';
import { publish, rollback, setCanary } from '../../src/modules/releases/release.service';
import { readAudit, readPointers } from '../../src/modules/releases/releases.repository';
import { makeRegistry, type RegistryWorkspace, writeFakeBuild } from './fake-build';

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

async function lobbyVersions(...versions: string[]) {
  for (const v of versions) {
    await writeFakeBuild(ws.repoRoot, 'mfe-lobby', `lobby-${v}`);
    await publish(ws.ctx, 'mfe-lobby', { version: v, promote: v === versions[0] });
  }
}

const lobby = async () => (await readPointers(ws.app.db)).find((p) => p.app === 'mfe-lobby');

describe('automatic rollback', () => {
  beforeEach(async () => {
    await lobbyVersions('v1', 'v2');
    await setCanary(ws.ctx, 'mfe-lobby', 'v2', 20);
  });

  it('ends a canary whose failure rate is above 2 % and above twice the live one, with the figures in the audit', async () => {
    await countHealth(ws.app.db, 'mfe-lobby', 'v1', { mounts: 1000, failures: 5 });
    await countHealth(ws.app.db, 'mfe-lobby', 'v2', { mounts: 90, failures: 10 });
    const [verdict] = await guardCanaries(ws.ctx, DEFAULT_GUARD_RULE);
    expect(verdict).toMatchObject({ app: 'mfe-lobby', candidate: 'v2', rolledBack: true, candidateRate: 0.1, candidateSample: 100 });
    expect(await lobby()).toMatchObject({ live_version: 'v1', canary_version: null, canary_percent: 0 });
    const last = (await readAudit(ws.app.db, 'mfe-lobby')).at(-1);
    expect(last).toMatchObject({ action: 'automatic rollback', by: 'release-guard', version: 'v2' });
    expect(last?.details).toMatchObject({ candidateRate: 0.1, candidateSample: 100, stable: 'v1', percent: 0 });
    expect((await ws.manifest()).remotes.mfe_lobby?.version).toBe('v1');
  });

  it.each([
    ['below the minimum sample', { mounts: 30, failures: 10 }, { mounts: 1000, failures: 0 }],
    ['at most 2 %', { mounts: 980, failures: 20 }, { mounts: 1000, failures: 0 }],
    ['not twice the live rate', { mounts: 90, failures: 10 }, { mounts: 940, failures: 60 }],
  ])('keeps a canary %s', async (_case, candidate, stable) => {
    await countHealth(ws.app.db, 'mfe-lobby', 'v2', candidate);
    await countHealth(ws.app.db, 'mfe-lobby', 'v1', stable);
    const [verdict] = await guardCanaries(ws.ctx, DEFAULT_GUARD_RULE);
    expect(verdict?.rolledBack).toBe(false);
    expect(await lobby()).toMatchObject({ canary_version: 'v2', canary_percent: 20 });
  });

  it('counts only the window: failures older than it are forgotten', async () => {
    const old = new Date(Date.now() - 2 * DEFAULT_GUARD_RULE.windowMs);
    await countHealth(ws.app.db, 'mfe-lobby', 'v2', { mounts: 0, failures: 100 }, old);
    expect((await guardCanaries(ws.ctx, DEFAULT_GUARD_RULE))[0]?.rolledBack).toBe(false);
  });

  it('counts mounts and failures the shell reports per remote and version', async () => {
    const mounts = await ws.app.inject({ method: 'POST', url: '/wps/telemetry/mounts', payload: { mounts: [{ remote: 'mfe_lobby', version: 'v2' }, { remote: 'mfe_nope', version: 'x' }] } });
    expect(mounts.statusCode).toBe(200);
    const failure = { remote: 'mfe_lobby', version: 'v2', stage: 'render', message: 'boom', url: 'http://site/' };
    expect((await ws.app.inject({ method: 'POST', url: '/wps/telemetry/remote-error', payload: failure })).statusCode).toBe(200);
    const [verdict] = await guardCanaries(ws.ctx, { ...DEFAULT_GUARD_RULE, minSample: 2 });
    expect(verdict).toMatchObject({ candidateSample: 2, candidateRate: 0.5, rolledBack: true });
  });
});

describe('retention', () => {
  it('keeps the live, the canary, the rollback target and the newest N; prunes the rest and their files', async () => {
    await lobbyVersions('v1', 'v2', 'v3', 'v4', 'v5', 'v6');
    await ws.manifest();
    await rollback(ws.ctx, 'mfe-lobby', 'v2');
    await rollback(ws.ctx, 'mfe-lobby', 'v3');
    await setCanary(ws.ctx, 'mfe-lobby', 'v4', 5);
    const pruned = await pruneVersions(ws.ctx, 1);
    expect(pruned).toEqual([{ app: 'mfe-lobby', version: 'v1' }, { app: 'mfe-lobby', version: 'v5' }]);
    const kept = (await ws.app.db.selectFrom('release_version').select('version').where('app', '=', 'mfe-lobby').orderBy('version').execute()).map((r) => r.version);
    // v3 live, v2 the rollback target, v4 the canary, v6 the newest.
    expect(kept).toEqual(['v2', 'v3', 'v4', 'v6']);
    // Files only the pruned versions listed are gone; the kept ones still serve.
    const blobs = await ws.app.db.selectFrom('release_blob').select('sha256').execute();
    const listed = new Set((await ws.app.db.selectFrom('release_version').select('files').execute()).flatMap((r) => r.files.map((f) => f.sha256)));
    expect(blobs.every((b) => listed.has(b.sha256))).toBe(true);
    expect((await ws.app.inject({ url: '/releases/mfe-lobby/v3/remoteEntry.js' })).statusCode).toBe(200);
    expect((await readAudit(ws.app.db, 'mfe-lobby')).filter((a) => a.action === 'prune').map((a) => a.version)).toEqual(['v1', 'v5']);
    expect(await pruneVersions(ws.ctx, 1)).toEqual([]);
  });
});
