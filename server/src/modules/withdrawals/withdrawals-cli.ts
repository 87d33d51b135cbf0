import { rejectWithdrawalRequestSchema } from '@site/shared/schemas';
import type { Config } from '../../config';
import type { Db } from '../../db/create-db';
import { operatorName, optionOf, viaDatabase, viaRunningServer } from '../system/admin-call';
import { forceReceipt, listDisputedReceipts } from './receipt.service';
import { approveWithdrawal, listPendingWithdrawals, rejectWithdrawal } from './withdrawals-review.service';

export const WITHDRAWALS_USAGE = `Usage:
  pnpm admin withdrawals pending
  pnpm admin withdrawals approve <id> [--as <operator>]
  pnpm admin withdrawals reject <id> --reason "<text>" [--as <operator>]
  pnpm admin withdrawals disputes
  pnpm admin withdrawals force-receipt <id> [--as <operator>]`;

export type WithdrawalsCommand =
  | { kind: 'pending' }
  | { kind: 'disputes' }
  | { kind: 'force-receipt'; id: number; actor: string }
  | { kind: 'approve'; id: number; actor: string }
  | { kind: 'reject'; id: number; actor: string; reason: string };

/** `args` after the word `withdrawals`. Throws with the usage text. */
export function parseWithdrawalsArgs(args: string[]): WithdrawalsCommand {
  const [verb, rawId] = args;
  const actor = operatorName(args);
  if (verb === 'pending') return { kind: 'pending' };
  if (verb === 'disputes') return { kind: 'disputes' };
  const id = rawId && /^\d{1,15}$/.test(rawId) ? Number(rawId) : NaN;
  if (verb === 'approve' && Number.isFinite(id)) return { kind: 'approve', id, actor };
  if (verb === 'force-receipt' && Number.isFinite(id)) return { kind: 'force-receipt', id, actor };
  if (verb === 'reject' && Number.isFinite(id)) {
    const parsed = rejectWithdrawalRequestSchema.safeParse({ reason: optionOf(args, '--reason') ?? '' });
    if (!parsed.success) throw new Error(`A reason of 3 to 200 characters is required\n${WITHDRAWALS_USAGE}`);
    return { kind: 'reject', id, actor, reason: parsed.data.reason };
  }
  throw new Error(WITHDRAWALS_USAGE);
}

function toRequest(command: WithdrawalsCommand): { method: string; path: string; body?: unknown } {
  if (command.kind === 'pending') return { method: 'GET', path: '/wps/admin/withdrawals/pending' };
  if (command.kind === 'disputes') return { method: 'GET', path: '/wps/admin/withdrawals/disputes' };
  if (command.kind === 'force-receipt')
    return { method: 'POST', path: `/wps/admin/withdrawals/${command.id}/receipt/force` };
  if (command.kind === 'approve')
    return { method: 'POST', path: `/wps/admin/withdrawals/${command.id}/approve` };
  return {
    method: 'POST',
    path: `/wps/admin/withdrawals/${command.id}/reject`,
    body: { reason: command.reason },
  };
}

/** Through the running server when one answers (PGlite is single-process), else straight on the database. */
export async function runWithdrawalsCli(
  args: string[],
  config: Config,
): Promise<{ via: 'server' | 'database'; result: unknown }> {
  const command = parseWithdrawalsArgs(args);
  const actor = 'actor' in command ? command.actor : 'cli';
  const fromServer = await viaRunningServer(config, { ...toRequest(command), actor });
  if (fromServer.answered) return { via: 'server', result: fromServer.value };
  const result = await viaDatabase(config, (db) => runOnDatabase(db, config, command, `admin:${actor}`));
  return { via: 'database', result };
}

function runOnDatabase(db: Db, config: Config, command: WithdrawalsCommand, who: string): Promise<unknown> {
  switch (command.kind) {
    case 'pending':
      return listPendingWithdrawals(db);
    case 'disputes':
      return listDisputedReceipts(db);
    case 'approve':
      return approveWithdrawal(db, config.PAYMENT_GATEWAY_SECRET_DEMO, command.id, who);
    case 'reject':
      return rejectWithdrawal(db, command.id, who, command.reason);
    case 'force-receipt':
      return forceReceipt(db, command.id, who);
  }
}
