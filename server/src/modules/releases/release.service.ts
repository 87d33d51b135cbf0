import path from 'node:path';
import { ERROR_CODES } from '@site/shared/schemas';
import { withTransaction } from '../../db/with-transaction';
import { generateVersion, gitHead, resolvedSingletons, type BuildInfo } from './build-info';
import { declaredSharedOf } from './compatibility';
import { isValidVersion, type ReleaseApp, REMOTE_APPS } from './release-apps';
import { actor, nowOf, type ReleaseContext } from './release-context';
import { ReleaseError, invalid } from './release-errors';
import { contentHash, readBuildFiles, type BuildFile } from './release-files';
import { assertCompatible, audit, forced, movePointers, setLive } from './release-pointer';
import {
  appendAudit,
  existingBlobs,
  findVersion,
  insertBlob,
  insertVersion,
  readBlobs,
  readPointers,
  type VersionRow,
} from './releases.repository';
import type { ReleaseFileRef } from './releases.table';
import { pathExists } from './release-files';

export { promote, rollback, setCanary } from './release-pointer';
export { ReleaseError } from './release-errors';
export type { ReleaseContext } from './release-context';

export interface PublishOptions {
  version?: string;
  promote?: boolean;
  force?: boolean;
  /** Defaults to `<repoRoot>/<app>/dist`. */
  sourceDir?: string;
}

export function buildDir(ctx: ReleaseContext, app: ReleaseApp): string {
  return path.join(ctx.repoRoot, app, 'dist');
}

/** Stores a build folder in the registry (files by content, once) and, unless told not to, makes it live. */
export async function publish(ctx: ReleaseContext, app: ReleaseApp, options: PublishOptions = {}) {
  const source = options.sourceDir ?? buildDir(ctx, app);
  if (!(await pathExists(source))) throw new ReleaseError(`No build of ${app} at ${source}. Run: pnpm build`, 400);
  const files = await readBuildFiles(source);
  assertBuildFiles(app, files, source);
  for (const file of files) await insertBlob(ctx.db, file.sha256, file.data);
  // A build made without scripts/build.mjs: record the singleton versions its app resolves now, so the shell (no
  // mf-manifest) is still checkable.
  const hasInfo = files.some((f) => f.path === 'build-info.json');
  const fallback = hasInfo ? undefined : { commit: gitHead(ctx.repoRoot), shared: await resolvedSingletons(path.join(ctx.repoRoot, app)) };
  return registerVersion(ctx, app, {
    files: files.map(({ path: p, sha256, size }) => ({ path: p, sha256, size })),
    ...(options.version ? { version: options.version } : {}),
    promote: options.promote !== false,
    force: options.force === true,
    ...(fallback ? { fallback } : {}),
  });
}

export interface RegisterOptions {
  files: ReleaseFileRef[];
  version?: string;
  commit?: string;
  promote?: boolean;
  force?: boolean;
  /** What to record when the build has no build-info.json (local publishes only). */
  fallback?: { commit: string; shared: Record<string, string> };
}

/**
 * Registers a version whose files are already stored (by `publish`, or uploaded over HTTP). The same version with
 * the same content again is a no-op (`created: false`: a retried upload); with other content it is refused.
 */
export async function registerVersion(ctx: ReleaseContext, app: ReleaseApp, options: RegisterOptions) {
  assertBuildFiles(app, options.files, 'the upload');
  const present = await existingBlobs(ctx.db, options.files.map((f) => f.sha256));
  const missing = [...new Set(options.files.map((f) => f.sha256).filter((h) => !present.has(h)))];
  if (missing.length > 0) {
    throw new ReleaseError(`${missing.length} file(s) were not uploaded yet`, 409, ERROR_CODES.RELEASE_BLOBS_MISSING, { missing });
  }
  const described = await describeBuild(ctx, options);
  const version = options.version ?? (await freshVersion(ctx, app, described.commit));
  if (!isValidVersion(version)) throw invalid(`Invalid version "${version}": use letters, digits, ".", "_", "+" or "-".`);
  const hash = contentHash(options.files);
  const existing = await findVersion(ctx.db, app, version);
  if (existing) return sameOrRefuse(existing, hash, app, version);
  const row: Omit<VersionRow, 'published_at'> = {
    app,
    version,
    commit: described.commit,
    files: [...options.files].sort((a, b) => (a.path < b.path ? -1 : 1)),
    content_hash: hash,
    mf_manifest: described.mfManifest,
    shared: described.shared,
    contract: described.contract,
    published_by: actor(ctx),
  };
  const promoteIt = options.promote !== false;
  const force = options.force === true;
  // Checked before anything is stored: a build that could never go live is not kept (ADR 001's rule).
  await assertCompatible(ctx.db, app, { ...row, published_at: nowOf(ctx) }, force);
  const store = async (trx: Parameters<typeof insertVersion>[0], pointer: { live_version: string | null } | null, at: Date) => {
    const raced = await findVersion(trx, app, version);
    if (raced) return { ...sameOrRefuse(raced, hash, app, version), promoted: false };
    await insertVersion(trx, row);
    const previousVersion = pointer?.live_version ?? null;
    const full = { ...row, published_at: at };
    await appendAudit(trx, audit(ctx, at, 'publish', app, full, previousVersion, { promoted: promoteIt, ...forced(force) }));
    return { app, version, commit: row.commit, created: true, promoted: promoteIt, previousVersion };
  };
  if (!promoteIt) return withTransaction(ctx.db, (trx) => store(trx, null, nowOf(ctx)));
  return movePointers(ctx, app, async (trx, pointer, at) => {
    const result = await store(trx, pointer, at);
    if (result.created) await setLive(trx, pointer, version, at);
    return result;
  });
}

function sameOrRefuse(existing: VersionRow, hash: string, app: string, version: string) {
  if (existing.content_hash !== hash) {
    throw new ReleaseError(`${app} ${version} is already published with other content; published versions are immutable.`);
  }
  return { app, version, commit: existing.commit, created: false, promoted: false, previousVersion: null };
}

interface DescribedBuild {
  commit: string;
  shared: Record<string, string>;
  contract: string | null;
  mfManifest: Record<string, unknown> | null;
}

/** Reads the build's own description: mf-manifest.json (validated JSON, its `shared`) and build-info.json. */
async function describeBuild(ctx: ReleaseContext, options: RegisterOptions): Promise<DescribedBuild> {
  const named = (p: string) => options.files.find((f) => f.path === p);
  const wanted = ['mf-manifest.json', 'build-info.json'].map(named).filter((f): f is ReleaseFileRef => f !== undefined);
  const blobs = await readBlobs(ctx.db, wanted.map((f) => f.sha256));
  const json = (p: string): Record<string, unknown> | null => {
    const file = named(p);
    if (!file) return null;
    try {
      const value = JSON.parse(blobs.get(file.sha256)?.toString('utf8') ?? '') as unknown;
      if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // reported below
    }
    throw invalid(`${p} of this build is not a JSON object`);
  };
  const mfManifest = json('mf-manifest.json');
  if (mfManifest && (typeof mfManifest.name !== 'string' || !Array.isArray(mfManifest.shared ?? []))) {
    throw invalid('mf-manifest.json has no name or its shared is not a list: not a Module Federation manifest');
  }
  const info = json('build-info.json') as (BuildInfo & { contract?: string }) | null;
  const commit = options.commit ?? info?.commit ?? options.fallback?.commit ?? 'unknown';
  const shared = { ...(info?.shared ?? options.fallback?.shared ?? {}), ...declaredSharedOf(mfManifest) };
  return { commit: String(commit).slice(0, 64), shared, contract: typeof info?.contract === 'string' ? info.contract : null, mfManifest };
}

function assertBuildFiles(app: ReleaseApp, files: readonly { path: string }[], where: string): void {
  const required = app === 'shell' ? ['index.html'] : ['mf-manifest.json', 'remoteEntry.js'];
  if (!files.some((f) => required.includes(f.path))) {
    throw invalid(`${where} is not a build of ${app}: it has none of ${required.join(', ')}.`);
  }
}

async function freshVersion(ctx: ReleaseContext, app: ReleaseApp, commit: string): Promise<string> {
  const base = generateVersion(nowOf(ctx), commit);
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}.${n}`;
    if (!(await findVersion(ctx.db, app, candidate))) return candidate;
  }
}

/**
 * First start on a fresh clone: publish the current build of every app that has no live
 * version yet, so `pnpm start` works without a manual release. Apps without a build are skipped.
 */
export async function publishMissing(ctx: ReleaseContext): Promise<string[]> {
  const live = new Set((await readPointers(ctx.db)).filter((p) => p.live_version).map((p) => p.app));
  const published: string[] = [];
  // The shell first: remotes are checked against the live shell.
  for (const app of ['shell', ...REMOTE_APPS] as const) {
    if (live.has(app)) continue;
    if (!(await pathExists(buildDir(ctx, app)))) continue;
    const result = await publish(ctx, app);
    published.push(`${app}@${result.version}`);
  }
  return published;
}

export type { BuildFile };
