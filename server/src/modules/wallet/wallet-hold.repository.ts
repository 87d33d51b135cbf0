import { sql, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { HoldStatus, WalletHoldTable } from './wallet.table';

/** SQL of the two-phase holds (wallet_hold); the rules are in ledger-holds.ts. */
export type WalletHoldRow = Selectable<WalletHoldTable>;

/** Records a hold once: a replay of the same hold key inserts nothing. */
export async function insertHoldIfMissing(
  trx: Transaction<Database>,
  hold: { hold_key: string; source_account_id: number; pending_account_id: number; amount_minor: number },
): Promise<void> {
  await trx
    .insertInto('wallet_hold')
    .values(hold)
    .onConflict((oc) => oc.column('hold_key').doNothing())
    .execute();
}

/** The hold, row-locked (`forUpdate`) when its settlement is about to change it. */
export function findHoldByKey(
  trx: Transaction<Database>,
  holdKey: string,
  lock: boolean,
): Promise<WalletHoldRow | undefined> {
  let query = trx.selectFrom('wallet_hold').selectAll().where('hold_key', '=', holdKey);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function markHoldSettled(
  trx: Transaction<Database>,
  holdId: number,
  status: Exclude<HoldStatus, 'held'>,
  destinationAccountId: number,
): Promise<void> {
  await trx
    .updateTable('wallet_hold')
    .set({ status, destination_account_id: destinationAccountId, settled_at: sql<Date>`now()` })
    .where('id', '=', holdId)
    .execute();
}
