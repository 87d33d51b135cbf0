import type { DbOrTrx } from '../../db/with-transaction';
import {
  countUnreadMessages,
  insertMemberMessage,
  listMemberMessages,
  markMessages,
  type NewMemberMessage,
} from './messages.repository';

export type { NewMemberMessage };

/**
 * Sends an internal message to a member (docs/product.md "Records the site keeps" "Messages"). Every domain that tells a member something —
 * deposit arrived or failed, withdrawal approved/rejected, contract offered/terminated, bonus issued, transfer
 * received — calls this, inside its own transaction when the message belongs to a money movement, with a
 * `dedupeKey` derived from the event (e.g. `deposit.arrived:<orderId>`) so a retried webhook or job run sends
 * it once. Messages are stored as `kind` + `params` and translated by the browser (docs/messages.md).
 * Returns the new message id, or null when the dedupe key was already used.
 */
export function sendMemberMessage(db: DbOrTrx, message: NewMemberMessage): Promise<number | null> {
  return insertMemberMessage(db, message);
}

/** The member's messages, newest first, `pageSize` of them before `beforeId`. */
export async function listMessages(db: DbOrTrx, memberId: number, pageSize: number, beforeId?: number) {
  const rows = await listMemberMessages(db, memberId, pageSize, beforeId);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    params: r.params,
    title: r.title,
    body: r.body,
    read: r.read_at !== null,
    createdAt: r.created_at.toISOString(),
  }));
}

export function unreadCount(db: DbOrTrx, memberId: number) {
  return countUnreadMessages(db, memberId);
}

/** Marks the member's own messages among `ids` read; how many changed. */
export function markMessagesRead(db: DbOrTrx, memberId: number, ids: number[]) {
  return markMessages(db, memberId, ids, 'read');
}

/** Deletes the member's own messages among `ids`; how many changed. */
export function deleteMessages(db: DbOrTrx, memberId: number, ids: number[]) {
  return markMessages(db, memberId, ids, 'deleted');
}
