import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../../config';
import { createDb } from '../../db/create-db';
import { migrateToLatest } from '../../db/migrate';
import { isReleaseApp, RELEASE_APPS, type ReleaseApp } from './release-apps';
import { databaseTransport, httpTransport, type ReleaseTransport } from './release-client';
import { ReleaseError } from './release-errors';
import { formatHistory, formatStatus } from './release-report';

/**
 * The release CLI (`pnpm release <command>`), a thin client of the release service: with `--server <url>` it calls
 * that site's HTTP API with RELEASE_TOKEN (a team token, or the ops credential); without it, the local server when
 * one answers on HOST:PORT (PGlite's data dir is single-process), else the database directly.
 */
const USAGE = `Usage: pnpm release <command> [--server <url>]
  publish <app> [--version v] [--no-promote] [--force] [--from <dist dir>]
  canary <app> <version> --percent <0-100> [--force]
  promote <app> <version> [--force]
  rollback <app> [--to <version>] [--force]
  preview <app> <version>
  status [app] [--json]
  history <app> [--json]
  prune [--keep N]   (keeps the live, the canary, the rollback target and the newest N per app; default RELEASE_KEEP)
Common: --by <name> (recorded in the audit; default: OS user)
--server <url>: the site's release API; the credential comes from RELEASE_TOKEN (team token or ops credential)
Apps: ${RELEASE_APPS.join(', ')}`;

export interface CliEnv {
  /** The transport when no --server is given (tests pass the database one). */
  local: (by: string | undefined) => Promise<{ transport: ReleaseTransport; close: () => Promise<void> }>;
  /** RELEASE_TOKEN. */
  token?: string | undefined;
  /** Resolves `--from` (pnpm runs scripts inside server/, so the CLI passes the caller's INIT_CWD). */
  cwd?: string;
  repoRoot: string;
}

export async function runReleaseCli(argv: string[], env: CliEnv): Promise<string> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      version: { type: 'string' },
      'no-promote': { type: 'boolean' },
      force: { type: 'boolean' },
      from: { type: 'string' },
      to: { type: 'string' },
      by: { type: 'string' },
      json: { type: 'boolean' },
      keep: { type: 'string' },
      server: { type: 'string' },
      percent: { type: 'string' },
    },
  });
  const [command, appArg, versionArg] = positionals;
  if (!['publish', 'canary', 'promote', 'rollback', 'preview', 'status', 'history', 'prune'].includes(command ?? '')) {
    throw new ReleaseError(USAGE, 400);
  }
  const app =
    command === 'status' || command === 'prune' ? (appArg ? requireApp(appArg) : undefined) : requireApp(appArg);
  let opened: { transport: ReleaseTransport; close: () => Promise<void> };
  if (values.server) {
    if (!env.token) throw new ReleaseError('--server needs the credential in RELEASE_TOKEN', 401);
    opened = { transport: httpTransport(values.server, env.token, values.by), close: async () => undefined };
  } else {
    opened = await env.local(values.by);
  }
  try {
    return await runCommand(opened.transport, command!, app, versionArg, values, env);
  } finally {
    await opened.close();
  }
}

async function runCommand(
  t: ReleaseTransport,
  command: string,
  app: ReleaseApp | undefined,
  versionArg: string | undefined,
  values: Record<string, string | boolean | undefined>,
  env: CliEnv,
): Promise<string> {
  const force = values.force === true;
  const needVersion = () => {
    if (!versionArg) throw new ReleaseError(`${command} needs a version.\n${USAGE}`, 400);
    return versionArg;
  };
  switch (command) {
    case 'publish': {
      const from = typeof values.from === 'string' ? path.resolve(env.cwd ?? process.cwd(), values.from) : path.join(env.repoRoot, app!, 'dist');
      const r = await t.publish({
        app: app!,
        sourceDir: from,
        // A team token publishes without going live (it may not promote): its CI then starts a canary.
        promote: values['no-promote'] !== true && !t.teamToken,
        force,
        ...(typeof values.version === 'string' ? { version: values.version } : {}),
      });
      if (!r.created) return `${r.app} ${r.version} was already published with this content: nothing changed`;
      return `Published ${r.app} ${r.version} (commit ${r.commit.slice(0, 12)})${
        r.promoted ? `; now live (was ${r.previousVersion ?? 'nothing'})` : '; not promoted'
      }`;
    }
    case 'canary': {
      const percent = Number(values.percent);
      if (typeof values.percent !== 'string' || !Number.isInteger(percent)) throw new ReleaseError(`canary needs --percent <0-100>.\n${USAGE}`, 400);
      const r = await t.canary(app!, needVersion(), percent, force);
      return r.canary ? `${r.app} ${r.canary} is the canary for ${r.percent} % of browsers (live: ${r.live ?? 'nothing'})` : `${r.app}: no canary (live: ${r.live ?? 'nothing'})`;
    }
    case 'promote': {
      const r = await t.promote(app!, needVersion(), force);
      return `${r.app} ${r.version} is live (was ${r.previousVersion ?? 'nothing'})`;
    }
    case 'rollback': {
      const r = await t.rollback(app!, typeof values.to === 'string' ? values.to : undefined, force);
      return `Rolled back ${r.app} to ${r.version} (was ${r.previousVersion ?? 'nothing'})`;
    }
    case 'preview': {
      const r = await t.preview(app!, needVersion());
      return `${r.url}\n(valid until ${r.expiresAt}; opens ${app} ${versionArg} for that browser only)`;
    }
    case 'prune': {
      const keep = typeof values.keep === 'string' ? Number(values.keep) : undefined;
      if (keep !== undefined && (!Number.isInteger(keep) || keep < 1)) throw new ReleaseError('--keep needs a whole number ≥ 1', 400);
      const { pruned } = await t.prune(keep);
      return pruned.length ? `Pruned ${pruned.map((p) => `${p.app} ${p.version}`).join(', ')}` : 'Nothing to prune';
    }
    case 'status': {
      const rows = (await t.status()).filter((r) => !app || r.app === app);
      return values.json ? JSON.stringify(rows, null, 2) : formatStatus(rows);
    }
    default: {
      if (!t.history) throw new ReleaseError('history is read on the server itself: use status (its last five actions)', 400);
      const entries = await t.history(app!);
      return values.json ? JSON.stringify(entries, null, 2) : formatHistory(entries);
    }
  }
}

function requireApp(app: string | undefined): ReleaseApp {
  if (!app || !isReleaseApp(app)) throw new ReleaseError(`Unknown app "${app ?? ''}".\n${USAGE}`, 400);
  return app;
}

/** No --server: the local server when it answers (it owns PGlite's folder), else the database itself. */
export function localTransport(config: Config) {
  return async (by: string | undefined) => {
    const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST;
    const origin = `http://${host}:${config.PORT}`;
    const running = await fetch(`${origin}/wps/health`, { signal: AbortSignal.timeout(1500) }).then(
      (r) => r.ok,
      () => false,
    );
    if (running && config.PORT !== 0) return { transport: httpTransport(origin, config.ADMIN_TOKEN, by), close: async () => undefined };
    const db = await createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
    await migrateToLatest(db);
    return {
      transport: databaseTransport({ db, repoRoot: config.repoRoot, ...(by ? { by } : {}) }, { origin, adminToken: config.ADMIN_TOKEN, keep: config.RELEASE_KEEP }),
      close: () => db.destroy(),
    };
  };
}

if (require.main === module) {
  const config = loadConfig();
  runReleaseCli(process.argv.slice(2), {
    local: localTransport(config),
    token: config.RELEASE_TOKEN,
    cwd: process.env.INIT_CWD ?? process.cwd(),
    repoRoot: config.repoRoot,
  }).then(
    (out) => console.log(out),
    (err: unknown) => {
      console.error(
        err instanceof ReleaseError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS') ? (err as Error).message : err,
      );
      process.exit(1);
    },
  );
}
