import { adminStatusRequestSchema, featureFlagSchema } from '@site/shared/schemas';
import type { Config } from '../../config';
import { createDb } from '../../db/create-db';
import { migrateToLatest } from '../../db/migrate';
import { applyAdminCommand, describeSettings, type AdminCommand } from './admin.service';

export const ADMIN_USAGE = `Usage:
  pnpm admin show
  pnpm admin set-flag <flag> true|false
  pnpm admin status normal
  pnpm admin status maintenance [--until 2026-11-23T10:00Z]
  pnpm admin status blocked --countries US,FR`;

export type CliCommand = AdminCommand | { kind: 'show' };

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

/** Parses argv with the same shared schemas the admin endpoint uses. Throws with the usage text. */
export function parseAdminArgs(args: string[]): CliCommand {
  const [verb, first, second] = args;
  if (verb === 'show') return { kind: 'show' };
  if (verb === 'set-flag' && first && (second === 'true' || second === 'false')) {
    const flag = featureFlagSchema.safeParse(first);
    if (!flag.success) throw new Error(`Unknown flag "${first}". Flags: ${featureFlagSchema.options.join(', ')}`);
    return { kind: 'flag', flag: flag.data, value: second === 'true' };
  }
  if (verb === 'status' && first) {
    const raw =
      first === 'maintenance'
        ? { mode: first, until: option(args, '--until') ?? null }
        : first === 'blocked'
          ? { mode: first, countries: (option(args, '--countries') ?? '').split(',').filter(Boolean).map((c) => c.toUpperCase()) }
          : { mode: first };
    const parsed = adminStatusRequestSchema.safeParse(raw);
    if (!parsed.success) throw new Error(`${parsed.error.issues.map((i) => i.message).join('; ')}\n${ADMIN_USAGE}`);
    return { kind: 'status', status: parsed.data };
  }
  throw new Error(ADMIN_USAGE);
}

function request(command: CliCommand): { method: string; path: string; body?: unknown } {
  if (command.kind === 'show') return { method: 'GET', path: '/wps/admin/system/settings' };
  if (command.kind === 'flag') return { method: 'PUT', path: `/wps/admin/system/flags/${command.flag}`, body: { value: command.value } };
  return { method: 'PUT', path: '/wps/admin/system/status', body: command.status };
}

/** Through the running server (PGlite's data dir is single-process); `null` when none answers. */
async function viaServer(config: Config, command: CliCommand): Promise<unknown | null> {
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST;
  const { method, path, body } = request(command);
  let res: Response;
  try {
    res = await fetch(`http://${host}:${config.PORT}${path}`, {
      method,
      headers: { 'x-admin-token': config.ADMIN_TOKEN, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(3000),
    });
  } catch {
    return null;
  }
  const envelope = (await res.json()) as { success: boolean; code: string; message: string; value: unknown };
  if (!envelope.success) throw new Error(`Server refused: ${envelope.code} ${envelope.message}`);
  return envelope.value;
}

async function viaDatabase(config: Config, command: CliCommand): Promise<unknown> {
  const db = await createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrateToLatest(db);
    return command.kind === 'show' ? await describeSettings(db) : await applyAdminCommand(db, command);
  } finally {
    await db.destroy();
  }
}

export async function runAdminCli(args: string[], config: Config): Promise<{ via: 'server' | 'database'; settings: unknown }> {
  const command = parseAdminArgs(args);
  const fromServer = await viaServer(config, command);
  if (fromServer !== null) return { via: 'server', settings: fromServer };
  return { via: 'database', settings: await viaDatabase(config, command) };
}
