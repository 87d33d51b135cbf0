import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { currentUser, generateVersion, gitHead, readBuildInfo, resolvedSingletons, writeBuildInfo } from './build-info';
import { describeIncompatibilities, findIncompatibilities, readDeclaredShared } from './compatibility';
import { defaultRollbackTarget } from './live-history';
import { isValidVersion, remoteName, type ReleaseApp, REMOTE_APPS } from './release-apps';
import { copyBuild } from './release-copy';
import {
  appendAudit,
  type AuditAction,
  type AuditEntry,
  pathExists,
  readAudit,
  readManifest,
  type ReleaseManifest,
  versionDir,
  withReleaseLock,
  writeManifest,
} from './release-store';

/** Where the registry lives and where builds come from; `by` defaults to the OS user. */
export interface ReleaseContext {
  releasesDir: string;
  repoRoot: string;
  by?: string;
  now?: () => Date;
}

/** A refusal the CLI prints as is (no stack): bad input, incompatible build, unknown version. */
export class ReleaseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReleaseError';
  }
}

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

/** Copies a build into `<app>/<version>/` (never overwritten) and, unless told not to, makes it live. */
export async function publish(ctx: ReleaseContext, app: ReleaseApp, options: PublishOptions = {}) {
  const source = options.sourceDir ?? buildDir(ctx, app);
  await assertBuild(app, source);
  const info = await readBuildInfo(source);
  const commit = info?.commit ?? gitHead(ctx.repoRoot);
  const version = options.version ?? (await freshVersion(ctx, app, commit));
  if (!isValidVersion(version)) {
    throw new ReleaseError(`Invalid version "${version}": use letters, digits, ".", "_", "+" or "-".`);
  }
  const target = versionDir(ctx.releasesDir, app, version);
  if (await pathExists(target)) {
    throw new ReleaseError(`${app} ${version} is already published; published versions are immutable.`);
  }
  // A build made without scripts/build.mjs: record its commit and the singleton versions its app
  // resolves now, so the version folder describes itself and the shell (no mf-manifest) is checkable.
  const recorded = info ? null : { commit, publishedAt: now(ctx).toISOString(), shared: await resolvedSingletons(path.join(ctx.repoRoot, app)) };
  await assertCompatible(ctx, app, { ...recorded?.shared, ...(await declaredShared(source)) }, options.force === true);

  // Copy outside the lock (it can take seconds) into a hidden staging folder, then appear atomically.
  const staging = path.join(ctx.releasesDir, app, `.staging-${version}-${randomBytes(4).toString('hex')}`);
  await fs.mkdir(staging, { recursive: true });
  try {
    await copyBuild(source, staging);
    if (recorded) await writeBuildInfo(staging, recorded);
  } catch (err) {
    await fs.rm(staging, { recursive: true, force: true });
    throw err;
  }
  const promote = options.promote !== false;
  return withReleaseLock(ctx.releasesDir, async () => {
    try {
      await fs.rename(staging, target);
    } catch (err) {
      await fs.rm(staging, { recursive: true, force: true });
      throw new ReleaseError(`${app} ${version} could not be stored: ${(err as Error).message}`);
    }
    const previousVersion = liveVersion(await readManifest(ctx.releasesDir), app);
    const at = now(ctx);
    let refusal: unknown = null;
    // The version is stored either way; if the pointer move is refused (a shell went live in
    // the meantime), the audit log must still say it was published, unpromoted.
    if (promote) refusal = await movePointer(ctx, app, version, options.force === true, at).then(() => null, (err: unknown) => err);
    const promoted = promote && refusal === null;
    await audit(ctx, at, { action: 'publish', app, version, commit, previousVersion, promoted, ...forced(options.force) });
    if (refusal !== null) throw refusal;
    return { app, version, commit, promoted, previousVersion };
  });
}

/** Makes an already published version live. */
export async function promote(ctx: ReleaseContext, app: ReleaseApp, version: string, force = false) {
  return withReleaseLock(ctx.releasesDir, async () => {
    const at = now(ctx);
    const previousVersion = await movePointer(ctx, app, version, force, at);
    await audit(ctx, at, { action: 'promote', app, version, commit: await commitOf(ctx, app, version), previousVersion, ...forced(force) });
    return { app, version, previousVersion };
  });
}

/** Moves the pointer back (default: the version live before the current one). Copies and builds nothing. */
export async function rollback(ctx: ReleaseContext, app: ReleaseApp, to?: string, force = false) {
  return withReleaseLock(ctx.releasesDir, async () => {
    const manifest = await readManifest(ctx.releasesDir);
    const live = liveVersion(manifest, app);
    if (live === null) throw new ReleaseError(`${app} has no live version to roll back from.`);
    const target = to ?? defaultRollbackTarget(await readAudit(ctx.releasesDir), app, live);
    if (target === null) throw new ReleaseError(`${app} has no earlier live version; name one with --to.`);
    if (target === live) throw new ReleaseError(`${app} ${target} is already live.`);
    const at = now(ctx);
    const previousVersion = await movePointer(ctx, app, target, force, at);
    const commit = await commitOf(ctx, app, target);
    await audit(ctx, at, { action: 'rollback', app, version: target, commit, previousVersion, explicitTarget: to !== undefined, ...forced(force) });
    return { app, version: target, previousVersion };
  });
}

/**
 * First start on a fresh clone: publish the current build of every app that has no live
 * version yet, so `pnpm start` works without a manual release. Apps without a build are skipped.
 */
export async function publishMissing(ctx: ReleaseContext): Promise<string[]> {
  const manifest = await readManifest(ctx.releasesDir);
  const published: string[] = [];
  // The shell first: remotes are checked against the live shell.
  for (const app of ['shell', ...REMOTE_APPS] as const) {
    if (liveVersion(manifest, app) !== null) continue;
    if (!(await pathExists(buildDir(ctx, app)))) continue;
    const result = await publish(ctx, app);
    published.push(`${app}@${result.version}`);
  }
  return published;
}

export function liveVersion(manifest: ReleaseManifest, app: ReleaseApp): string | null {
  if (app === 'shell') return manifest.shell?.version ?? null;
  return manifest.remotes[remoteName(app)]?.version ?? null;
}

/** Caller holds the lock. Rewrites only `app`'s entry; every other entry is carried over as is. */
async function movePointer(ctx: ReleaseContext, app: ReleaseApp, version: string, force: boolean, at: Date) {
  const dir = versionDir(ctx.releasesDir, app, version);
  if (!isValidVersion(version) || !(await pathExists(dir))) {
    throw new ReleaseError(`${app} ${version} is not published. See: release history ${app}`);
  }
  const manifest = await readManifest(ctx.releasesDir);
  const shared = await declaredShared(dir);
  await assertCompatible(ctx, app, shared, force, manifest);
  const previous = liveVersion(manifest, app);
  const liveSince = at.toISOString();
  if (app === 'shell') {
    manifest.shell = { version, shared, liveSince };
  } else {
    const entryFile = (await pathExists(path.join(dir, 'mf-manifest.json'))) ? 'mf-manifest.json' : 'remoteEntry.js';
    const entry = `/releases/${app}/${encodeURIComponent(version)}/${entryFile}`;
    manifest.remotes[remoteName(app)] = { app, version, entry, shared, liveSince };
  }
  manifest.generatedAt = liveSince;
  await writeManifest(ctx.releasesDir, manifest);
  return previous;
}

async function assertCompatible(
  ctx: ReleaseContext,
  app: ReleaseApp,
  shared: Record<string, string>,
  force: boolean,
  known?: ReleaseManifest,
): Promise<void> {
  if (force) return;
  const manifest = known ?? (await readManifest(ctx.releasesDir));
  const others =
    app === 'shell'
      ? Object.values(manifest.remotes).map((r) => ({ label: `live ${r.app} ${r.version}`, shared: r.shared }))
      : manifest.shell
        ? [{ label: `the live shell ${manifest.shell.version}`, shared: manifest.shell.shared }]
        : [];
  for (const other of others) {
    const problems = findIncompatibilities(shared, other.shared);
    if (problems.length > 0) {
      throw new ReleaseError(`${describeIncompatibilities(app, other.label, problems)}\n(--force overrides.)`);
    }
  }
}

async function assertBuild(app: ReleaseApp, source: string): Promise<void> {
  if (!(await pathExists(source))) {
    throw new ReleaseError(`No build of ${app} at ${source}. Run: pnpm build`);
  }
  const required = app === 'shell' ? ['index.html'] : ['mf-manifest.json', 'remoteEntry.js'];
  const found = await Promise.all(required.map((f) => pathExists(path.join(source, f))));
  if (!found.some(Boolean)) {
    throw new ReleaseError(`${source} is not a build of ${app}: it has none of ${required.join(', ')}.`);
  }
}

async function declaredShared(dir: string): Promise<Record<string, string>> {
  const fromManifest = await readDeclaredShared(dir);
  const fromBuild = (await readBuildInfo(dir))?.shared ?? {};
  return { ...fromBuild, ...fromManifest };
}

async function commitOf(ctx: ReleaseContext, app: ReleaseApp, version: string): Promise<string> {
  const published = (await readAudit(ctx.releasesDir)).find(
    (e) => e.action === 'publish' && e.app === app && e.version === version,
  );
  return published?.commit ?? (await readBuildInfo(versionDir(ctx.releasesDir, app, version)))?.commit ?? 'unknown';
}

async function freshVersion(ctx: ReleaseContext, app: ReleaseApp, commit: string): Promise<string> {
  const base = generateVersion(now(ctx), commit);
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}.${n}`;
    if (!(await pathExists(versionDir(ctx.releasesDir, app, candidate)))) return candidate;
  }
}

async function audit(ctx: ReleaseContext, at: Date, entry: Omit<AuditEntry, 'at' | 'by'> & { action: AuditAction }) {
  await appendAudit(ctx.releasesDir, { at: at.toISOString(), by: ctx.by ?? currentUser(), ...entry });
}

function forced(force: boolean | undefined): { forced?: true } {
  return force === true ? { forced: true } : {};
}

function now(ctx: ReleaseContext): Date {
  return ctx.now?.() ?? new Date();
}
