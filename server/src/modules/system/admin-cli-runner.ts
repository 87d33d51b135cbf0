import { adminStatusRequestSchema, featureFlagSchema } from '@site/shared/schemas';
import type { Config } from '../../config';
import { optionOf, viaDatabase, viaRunningServer } from './admin-call';
import {
  ADMIN_CLI_ACTOR,
  applyAuditedAdminCommand,
  describeSettings,
  type AdminCommand,
} from './admin.service';

export const ADMIN_USAGE = `Usage:
  pnpm admin show
  pnpm admin set-flag <flag> true|false
  pnpm admin status normal
  pnpm admin status maintenance [--until 2026-11-23T10:00Z]
  pnpm admin status blocked --countries US,FR`;

export type CliCommand = AdminCommand | { kind: 'show' };

/** Parses argv with the same shared schemas the admin endpoint uses. Throws with the usage text. */
export function parseAdminArgs(args: string[]): CliCommand {
  const [verb, first, second] = args;
  if (verb === 'show') return { kind: 'show' };
  if (verb === 'set-flag' && first && (second === 'true' || second === 'false')) {
    const flag = featureFlagSchema.safeParse(first);
    if (!flag.success)
      throw new Error(`Unknown flag "${first}". Flags: ${featureFlagSchema.options.join(', ')}`);
    return { kind: 'flag', flag: flag.data, value: second === 'true' };
  }
  if (verb === 'status' && first) {
    const raw =
      first === 'maintenance'
        ? { mode: first, until: optionOf(args, '--until') ?? null }
        : first === 'blocked'
          ? {
              mode: first,
              countries: (optionOf(args, '--countries') ?? '')
                .split(',')
                .filter(Boolean)
                .map((c) => c.toUpperCase()),
            }
          : { mode: first };
    const parsed = adminStatusRequestSchema.safeParse(raw);
    if (!parsed.success)
      throw new Error(`${parsed.error.issues.map((i) => i.message).join('; ')}\n${ADMIN_USAGE}`);
    return { kind: 'status', status: parsed.data };
  }
  throw new Error(ADMIN_USAGE);
}

function request(command: CliCommand): { method: string; path: string; body?: unknown } {
  if (command.kind === 'show') return { method: 'GET', path: '/wps/admin/system/settings' };
  if (command.kind === 'flag')
    return { method: 'PUT', path: `/wps/admin/system/flags/${command.flag}`, body: { value: command.value } };
  return { method: 'PUT', path: '/wps/admin/system/status', body: command.status };
}

export async function runAdminCli(
  args: string[],
  config: Config,
): Promise<{ via: 'server' | 'database'; settings: unknown }> {
  const command = parseAdminArgs(args);
  const fromServer = await viaRunningServer(config, request(command));
  if (fromServer.answered) return { via: 'server', settings: fromServer.value };
  const settings = await viaDatabase(config, (db) =>
    command.kind === 'show'
      ? describeSettings(db)
      : applyAuditedAdminCommand(db, ADMIN_CLI_ACTOR, command, null),
  );
  return { via: 'database', settings };
}
