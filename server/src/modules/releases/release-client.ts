import type { AppReleaseStatus } from '@site/shared/schemas/operator';
import type { Db } from '../../db/create-db';
import { gitHead } from './build-info';
import type { AuditEntry } from './release-manifest';
import { ReleaseError } from './release-errors';
import { pathExists, readBuildFiles } from './release-files';
import { previewKey, PREVIEW_PARAM, PREVIEW_TTL_MS, signPreview } from './preview';
import { requireVersion } from './release-pointer';
import { history, status } from './release-report';
import { pruneVersions } from './release-retention';
import { promote, publish, rollback, setCanary } from './release.service';

export interface PublishRequest {
  app: string;
  sourceDir: string;
  version?: string;
  promote: boolean;
  force: boolean;
}

export interface PublishAnswer {
  app: string;
  version: string;
  commit: string;
  created: boolean;
  promoted: boolean;
  previousVersion: string | null;
}

/** What every CLI command needs, whether the registry is reached over HTTP or opened directly. */
export interface ReleaseTransport {
  via: string;
  /** Calls made with a team token (which may upload and canary its own app, never promote). */
  teamToken?: boolean;
  publish(req: PublishRequest): Promise<PublishAnswer>;
  promote(app: string, version: string, force: boolean): Promise<{ app: string; version: string; previousVersion: string | null }>;
  rollback(app: string, to: string | undefined, force: boolean): Promise<{ app: string; version: string; previousVersion: string | null }>;
  canary(app: string, version: string, percent: number, force: boolean): Promise<{ app: string; canary: string | null; percent: number; live: string | null }>;
  preview(app: string, version: string): Promise<{ url: string; expiresAt: string }>;
  status(): Promise<AppReleaseStatus[]>;
  prune(keep: number | undefined): Promise<{ pruned: Array<{ app: string; version: string }> }>;
  history?(app: string): Promise<AuditEntry[]>;
}

/**
 * The release API over HTTP: `credential` is RELEASE_TOKEN — a team token (`rt_…`, sent as a bearer token) or the ops
 * credential (sent as `x-admin-token`).
 */
export function httpTransport(server: string, credential: string, by?: string): ReleaseTransport {
  const base = server.replace(/\/+$/, '');
  const headers: Record<string, string> = credential.startsWith('rt_')
    ? { authorization: `Bearer ${credential}` }
    : { 'x-admin-token': credential, ...(by ? { 'x-admin-actor': by.replace(/[^\w.@-]/g, '').slice(0, 40) } : {}) };
  const call = async <T>(method: string, path: string, body?: unknown, raw?: Buffer): Promise<T> => {
    const init: RequestInit = { method, headers: { ...headers } };
    if (raw) {
      init.body = new Uint8Array(raw);
      (init.headers as Record<string, string>)['content-type'] = 'application/octet-stream';
    } else if (body !== undefined) {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, init);
    } catch (err) {
      throw new ReleaseError(`Cannot reach ${base}: ${(err as Error).message}`, 503);
    }
    const envelope = (await res.json().catch(() => null)) as { success?: boolean; code?: string; message?: string; value?: unknown } | null;
    if (!envelope?.success) {
      throw new ReleaseError(`${envelope?.message ?? `HTTP ${res.status}`} (${envelope?.code ?? res.status})`, res.status, envelope?.code);
    }
    return envelope.value as T;
  };
  return {
    via: base,
    teamToken: credential.startsWith('rt_'),
    async publish(req) {
      if (!(await pathExists(req.sourceDir))) throw new ReleaseError(`No build of ${req.app} at ${req.sourceDir}. Run: pnpm build`, 400);
      const files = await readBuildFiles(req.sourceDir);
      const { missing } = await call<{ missing: string[] }>('POST', '/wps/releases/blobs/missing', { sha256: files.map((f) => f.sha256) });
      const wanted = new Set(missing);
      // A few at a time: the upload is retry-safe (content-addressed), so a failed run simply sends what is missing.
      const queue = files.filter((f) => wanted.delete(f.sha256));
      const worker = async () => {
        for (let f = queue.shift(); f; f = queue.shift()) await call('PUT', `/wps/releases/blobs/${f.sha256}`, undefined, f.data);
      };
      await Promise.all([worker(), worker(), worker(), worker()]);
      const hasInfo = files.some((f) => f.path === 'build-info.json');
      return call<PublishAnswer>('POST', `/wps/releases/apps/${req.app}/versions`, {
        files: files.map(({ path, sha256, size }) => ({ path, sha256, size })),
        ...(req.version ? { version: req.version } : {}),
        ...(hasInfo ? {} : { commit: gitHead(process.cwd()) }),
        promote: req.promote,
        force: req.force,
      });
    },
    promote: (app, version, force) => call('POST', `/wps/releases/apps/${app}/promote`, { version, force }),
    rollback: (app, to, force) => call('POST', `/wps/releases/apps/${app}/rollback`, { ...(to ? { to } : {}), force }),
    canary: (app, version, percent, force) => call('POST', `/wps/releases/apps/${app}/canary`, { version, percent, force }),
    preview: (app, version) => call('POST', `/wps/releases/apps/${app}/preview`, { version }),
    status: () => call('GET', '/wps/releases/status'),
    prune: (keep) => call('POST', '/wps/releases/prune', keep === undefined ? {} : { keep }),
  };
}

/** The registry opened directly (no server running, or tests): the same service calls the HTTP API makes. */
export function databaseTransport(ctx: { db: Db; repoRoot: string; by?: string }, site: { origin: string; adminToken: string; keep: number }): ReleaseTransport {
  return {
    via: 'the database',
    publish: (req) =>
      publish(ctx, req.app, {
        sourceDir: req.sourceDir,
        promote: req.promote,
        force: req.force,
        ...(req.version ? { version: req.version } : {}),
      }),
    promote: (app, version, force) => promote(ctx, app, version, force),
    rollback: (app, to, force) => rollback(ctx, app, to, force),
    canary: (app, version, percent, force) => setCanary(ctx, app, version, percent, { force }),
    async preview(app, version) {
      await requireVersion(ctx.db, app, version);
      const expiresAt = Date.now() + PREVIEW_TTL_MS;
      const token = signPreview(previewKey(site.adminToken), { app, version, expiresAt });
      return { url: `${site.origin}/?${PREVIEW_PARAM}=${encodeURIComponent(token)}`, expiresAt: new Date(expiresAt).toISOString() };
    },
    status: () => status(ctx),
    prune: async (keep) => ({ pruned: await pruneVersions(ctx, keep ?? site.keep) }),
    history: (app) => history(ctx, app),
  };
}
