import type { Config } from '../../config';
import { optionOf, viaDatabase, viaRunningServer } from '../system/admin-call';
import { isReleaseApp, RELEASE_APPS } from './release-apps';
import { createReleaseToken, listReleaseTokens, revokeReleaseToken } from './release-auth';

export const RELEASE_TOKEN_USAGE = `Usage:
  pnpm admin release-token create <app> --name "<team CI>"   (prints the token once; only its hash is stored)
  pnpm admin release-token list
  pnpm admin release-token revoke <id>
Apps: ${RELEASE_APPS.join(', ')}`;

/**
 * `pnpm admin release-token ...`: the teams' scoped release tokens (docs/adr/010-release-service.md). Through the
 * running server when one answers (PGlite is single-process), else on the database.
 */
export async function runReleaseTokenCli(
  args: string[],
  config: Config,
): Promise<{ via: string; result: unknown }> {
  const [verb, arg] = args;
  if (verb === 'create') {
    const name = optionOf(args, '--name');
    if (!arg || !isReleaseApp(arg) || !name) throw new Error(RELEASE_TOKEN_USAGE);
    return call(config, { method: 'POST', path: '/wps/releases/tokens', body: { app: arg, name } }, (db) =>
      createReleaseToken(db, arg, name),
    );
  }
  if (verb === 'list')
    return call(config, { method: 'GET', path: '/wps/releases/tokens' }, (db) => listReleaseTokens(db));
  if (verb === 'revoke' && arg && /^\d+$/.test(arg)) {
    const id = Number(arg);
    return call(config, { method: 'DELETE', path: `/wps/releases/tokens/${id}` }, async (db) => {
      await revokeReleaseToken(db, id);
      return null;
    });
  }
  throw new Error(RELEASE_TOKEN_USAGE);
}

async function call<T>(
  config: Config,
  request: { method: string; path: string; body?: unknown },
  onDatabase: (db: Parameters<Parameters<typeof viaDatabase>[1]>[0]) => Promise<T>,
): Promise<{ via: string; result: unknown }> {
  const fromServer = await viaRunningServer(config, request);
  if (fromServer.answered) return { via: 'server', result: fromServer.value };
  return { via: 'database', result: await viaDatabase(config, onDatabase) };
}
