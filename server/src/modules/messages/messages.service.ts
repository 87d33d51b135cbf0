import type { DbOrTrx } from '../../db/with-transaction';
import { insertMemberMessage, type NewMemberMessage } from './messages.repository';

export type { NewMemberMessage };

/**
 * Sends an internal message to a member (SPEC §3 "Messages"). Every domain that tells a member something —
 * deposit arrived or failed, withdrawal approved/rejected, contract offered/terminated, bonus issued, transfer
 * received — calls this, inside its own transaction when the message belongs to a money movement, with a
 * `dedupeKey` derived from the event (e.g. `deposit.arrived:<orderId>`) so a retried webhook or job run sends
 * it once. Messages are stored as `kind` + `params` and translated by the browser (docs/messages.md).
 * Returns the new message id, or null when the dedupe key was already used.
 */
export function sendMemberMessage(db: DbOrTrx, message: NewMemberMessage): Promise<number | null> {
  return insertMemberMessage(db, message);
}
