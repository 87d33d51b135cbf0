import { RECONCILE_AFTER_MS, RECONCILE_BATCH } from './transfer-wallet.config';
import { listPendingBefore } from './transfer-wallet.repository';
import { settleTransfer, type TransferWalletDeps } from './transfer-wallet.service';

/**
 * The reconciliation job (docs/payments.md "Transfer wallets"): every transfer still pending after
 * RECONCILE_AFTER_MS is looked up at its vendor by transfer id. Found and done → settled as done (hold posted, or
 * main wallet credited); refused or not found → failed (hold voided; nothing credited). A vendor that does not
 * answer leaves the transfer for the next run. The vendor closes an id it was asked about and had not seen, so a
 * late request can no longer move money after we gave up on it.
 */
export async function reconcilePending(
  deps: TransferWalletDeps,
  now: Date,
): Promise<{ done: number; failed: number; left: number }> {
  const rows = await listPendingBefore(
    deps.db,
    new Date(now.getTime() - RECONCILE_AFTER_MS),
    RECONCILE_BATCH,
  );
  const tally = { done: 0, failed: 0, left: 0 };
  for (const row of rows) {
    const client = deps.client(row.vendor);
    const found = client ? await client.lookup(row.transfer_id).catch(() => undefined) : undefined;
    if (!found) {
      tally.left += 1;
      continue;
    }
    const outcome =
      found.found && found.done
        ? ({ outcome: 'done', balanceMinor: 0 } as const)
        : ({ outcome: 'refused', reason: found.found ? (found.reason ?? 'REFUSED') : 'NOT_FOUND' } as const);
    const settled = await settleTransfer(deps.db, row, outcome);
    if (settled.status === 'done') tally.done += 1;
    else tally.failed += 1;
  }
  return tally;
}
