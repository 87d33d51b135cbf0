import type { Config } from '../../config';
import { createDb, type Db } from '../../db/create-db';
import { migrateToLatest } from '../../db/migrate';

export interface AdminRequest {
  method: string;
  path: string;
  body?: unknown;
  /** Operator name for the audit trail (`x-admin-actor`). */
  actor?: string;
}

/**
 * The admin CLIs' first choice: the running server's admin route (PGlite's data dir is single-process, and the
 * server's jobs and caches see the change at once). `{ answered: false }` when no server answers on HOST:PORT; a
 * refusal throws with the server's code and message.
 */
export async function viaRunningServer(
  config: Config,
  request: AdminRequest,
): Promise<{ answered: true; value: unknown } | { answered: false }> {
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST;
  let res: Response;
  try {
    res = await fetch(`http://${host}:${config.PORT}${request.path}`, {
      method: request.method,
      headers: {
        'x-admin-token': config.ADMIN_TOKEN,
        ...(request.actor ? { 'x-admin-actor': request.actor } : {}),
        ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: request.body !== undefined ? JSON.stringify(request.body) : undefined,
      signal: AbortSignal.timeout(3000),
    });
  } catch {
    return { answered: false };
  }
  const envelope = (await res.json()) as { success: boolean; code: string; message: string; value: unknown };
  if (!envelope.success) throw new Error(`Server refused: ${envelope.code} ${envelope.message}`);
  return { answered: true, value: envelope.value };
}

/** The fallback when no server runs: the same service call straight on the database (migrated first). */
export async function viaDatabase<T>(config: Config, run: (db: Db) => Promise<T>): Promise<T> {
  const db = await createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrateToLatest(db);
    return await run(db);
  } finally {
    await db.destroy();
  }
}

/** `--name value` from argv. */
export function optionOf(args: readonly string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

/** The operator's name from `--as` (or $USER), reduced to what the admin routes accept. */
export function operatorName(args: readonly string[]): string {
  const raw = optionOf(args, '--as') ?? process.env.USER ?? 'cli';
  return raw.replace(/[^\w.@-]/g, '').slice(0, 40) || 'cli';
}
