import { randomUUID } from 'node:crypto';
import { balanceAdjustmentRequestSchema, type BalanceAdjustmentRequest } from '@site/shared/schemas';
import type { Config } from '../../config';
import { operatorName, optionOf, viaDatabase, viaRunningServer } from '../system/admin-call';
import { adjustBalance, memberAdjustments } from './adjustments.service';

export const WALLET_USAGE = `Usage:
  pnpm admin wallet adjust <account> <amount> --reason "<text>" [--key <idempotency key>] [--as <operator>]
      amount: 150.00 credits the member, -150.00 debits (never below 0); re-run with the printed key to retry safely
  pnpm admin wallet adjustments <account>`;

export type WalletCommand =
  { kind: 'adjust'; request: BalanceAdjustmentRequest; actor: string } | { kind: 'list'; account: string };

/** `args` after the word `wallet`. Throws with the usage text. */
export function parseWalletArgs(args: string[]): WalletCommand {
  const [verb, account, amount] = args;
  if (verb === 'adjustments' && account) return { kind: 'list', account };
  if (verb === 'adjust' && account && amount) {
    const parsed = balanceAdjustmentRequestSchema.safeParse({
      account,
      amount: Number(amount),
      reason: optionOf(args, '--reason') ?? '',
      idempotencyKey: optionOf(args, '--key') ?? randomUUID(),
    });
    if (!parsed.success) {
      throw new Error(
        `${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}\n${WALLET_USAGE}`,
      );
    }
    return { kind: 'adjust', request: parsed.data, actor: operatorName(args) };
  }
  throw new Error(WALLET_USAGE);
}

/** Through the running server when one answers, else straight on the database. */
export async function runWalletCli(
  args: string[],
  config: Config,
): Promise<{ via: 'server' | 'database'; result: unknown }> {
  const command = parseWalletArgs(args);
  if (command.kind === 'list') {
    const path = `/wps/admin/wallet/adjustments?account=${encodeURIComponent(command.account)}`;
    const fromServer = await viaRunningServer(config, { method: 'GET', path });
    if (fromServer.answered) return { via: 'server', result: fromServer.value };
    return {
      via: 'database',
      result: await viaDatabase(config, (db) => memberAdjustments(db, command.account)),
    };
  }
  const fromServer = await viaRunningServer(config, {
    method: 'POST',
    path: '/wps/admin/wallet/adjustments',
    body: command.request,
    actor: command.actor,
  });
  if (fromServer.answered) return { via: 'server', result: fromServer.value };
  const result = await viaDatabase(config, (db) =>
    adjustBalance(db, command.request, `admin:${command.actor}`),
  );
  return { via: 'database', result };
}
