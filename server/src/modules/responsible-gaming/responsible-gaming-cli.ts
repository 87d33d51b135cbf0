import { imposeBreakRequestSchema, type ImposeBreakRequest } from '@site/shared/schemas';
import type { Config } from '../../config';
import { operatorName, optionOf, viaDatabase, viaRunningServer } from '../system/admin-call';
import { imposeBreak, operatorView } from './responsible-gaming-operator.service';

export const RG_USAGE = `Usage:
  pnpm admin rg show <account>
  pnpm admin rg break <account> --kind cool_off|self_exclusion --days <n> --reason "<text>" [--as <operator>]
      cool_off: 1, 7 or 30 days; self_exclusion: 180, 365 or 1825 days. Starts now, logs the member out, and
      cannot be shortened by anyone.`;

export type RgCommand =
  { kind: 'show'; account: string } | { kind: 'break'; request: ImposeBreakRequest; actor: string };

/** `args` after the word `rg`. Throws with the usage text. */
export function parseRgArgs(args: string[]): RgCommand {
  const [verb, account] = args;
  if (verb === 'show' && account) return { kind: 'show', account };
  if (verb === 'break' && account) {
    const parsed = imposeBreakRequestSchema.safeParse({
      account,
      kind: optionOf(args, '--kind'),
      days: Number(optionOf(args, '--days')),
      reason: optionOf(args, '--reason') ?? '',
    });
    if (!parsed.success) {
      throw new Error(
        `${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}\n${RG_USAGE}`,
      );
    }
    return { kind: 'break', request: parsed.data, actor: operatorName(args) };
  }
  throw new Error(RG_USAGE);
}

/** Through the running server when one answers, else straight on the database. */
export async function runRgCli(
  args: string[],
  config: Config,
): Promise<{ via: 'server' | 'database'; result: unknown }> {
  const command = parseRgArgs(args);
  if (command.kind === 'show') {
    const path = `/wps/admin/responsible-gaming?account=${encodeURIComponent(command.account)}`;
    const fromServer = await viaRunningServer(config, { method: 'GET', path });
    if (fromServer.answered) return { via: 'server', result: fromServer.value };
    return { via: 'database', result: await viaDatabase(config, (db) => operatorView(db, command.account)) };
  }
  const fromServer = await viaRunningServer(config, {
    method: 'POST',
    path: '/wps/admin/responsible-gaming/breaks',
    body: command.request,
    actor: command.actor,
  });
  if (fromServer.answered) return { via: 'server', result: fromServer.value };
  return {
    via: 'database',
    result: await viaDatabase(config, (db) => imposeBreak(db, command.request, `admin:${command.actor}`)),
  };
}
