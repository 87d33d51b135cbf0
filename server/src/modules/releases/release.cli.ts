import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { isReleaseApp, RELEASE_APPS, type ReleaseApp } from './release-apps';
import { formatHistory, formatStatus, history, status } from './release-report';
import { promote, publish, ReleaseError, type ReleaseContext, rollback } from './release.service';

/**
 * Ops CLI of the release registry (`pnpm release <command>`). Works on RELEASES_DIR directly;
 * the running server picks up the new manifest on its next request, nothing restarts.
 */
const USAGE = `Usage: pnpm release <command>
  publish <app> [--version v] [--no-promote] [--force] [--from <dist dir>]
  promote <app> <version> [--force]
  rollback <app> [--to <version>] [--force]
  status [app] [--json]
  history <app> [--json]
Common: --by <name> (recorded in the audit log; default: OS user)
Apps: ${RELEASE_APPS.join(', ')}`;

/** `cwd` resolves `--from`: pnpm runs scripts inside server/, so the CLI passes the caller's INIT_CWD. */
export async function runReleaseCli(
  argv: string[],
  ctxBase: Omit<ReleaseContext, 'by'> & { cwd?: string },
): Promise<string> {
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
    },
  });
  const [command, appArg, versionArg] = positionals;
  const ctx: ReleaseContext = { ...ctxBase, ...(values.by ? { by: values.by } : {}) };
  const force = values.force === true;
  switch (command) {
    case 'publish': {
      const r = await publish(ctx, requireApp(appArg), {
        ...(values.version ? { version: values.version } : {}),
        ...(values.from ? { sourceDir: path.resolve(ctxBase.cwd ?? process.cwd(), values.from) } : {}),
        promote: values['no-promote'] !== true,
        force,
      });
      return `Published ${r.app} ${r.version} (commit ${r.commit.slice(0, 12)})${
        r.promoted ? `; now live (was ${r.previousVersion ?? 'nothing'})` : '; not promoted'
      }`;
    }
    case 'promote': {
      if (!versionArg) throw new ReleaseError(`promote needs a version.\n${USAGE}`);
      const r = await promote(ctx, requireApp(appArg), versionArg, force);
      return `${r.app} ${r.version} is live (was ${r.previousVersion ?? 'nothing'})`;
    }
    case 'rollback': {
      const r = await rollback(ctx, requireApp(appArg), values.to, force);
      return `Rolled back ${r.app} to ${r.version} (was ${r.previousVersion ?? 'nothing'})`;
    }
    case 'status': {
      const rows = await status(ctx, appArg ? requireApp(appArg) : undefined);
      return values.json ? JSON.stringify(rows, null, 2) : formatStatus(rows);
    }
    case 'history': {
      const entries = await history(ctx, requireApp(appArg));
      return values.json ? JSON.stringify(entries, null, 2) : formatHistory(entries);
    }
    default:
      throw new ReleaseError(USAGE);
  }
}

function requireApp(app: string | undefined): ReleaseApp {
  if (!app || !isReleaseApp(app)) throw new ReleaseError(`Unknown app "${app ?? ''}".\n${USAGE}`);
  return app;
}

if (require.main === module) {
  const config = loadConfig();
  const cwd = process.env.INIT_CWD ?? process.cwd();
  runReleaseCli(process.argv.slice(2), { releasesDir: config.RELEASES_DIR, repoRoot: config.repoRoot, cwd }).then(
    (out) => console.log(out),
    (err: unknown) => {
      console.error(err instanceof ReleaseError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
        ? (err as Error).message
        : err);
      process.exit(1);
    },
  );
}
