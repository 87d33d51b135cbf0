import { createHash } from 'node:crypto';
import { chatWinCardSchema, type ChatMessage } from '@site/shared/schemas';
import type { ChatMessageRow } from './chat.repository';

/**
 * The author's key in the widget (to mute them for oneself): stable, short, and not the member id. It is derived
 * from the id, so it is a pseudonym, not a secret (docs/chat.md "Privacy").
 */
export function authorKeyOf(memberId: number): string {
  return createHash('sha256').update(`chat-author:${memberId}`).digest('hex').slice(0, 16);
}

function winOf(row: ChatMessageRow) {
  if (!row.win) return null;
  const value: unknown = typeof row.win === 'string' ? JSON.parse(row.win) : row.win;
  const parsed = chatWinCardSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A message as every client sees it: a deleted one keeps its place (the tombstone) without its text or card. */
export function toChatMessage(row: ChatMessageRow): ChatMessage {
  const deleted = row.deleted_at !== null;
  return {
    id: Number(row.id),
    room: row.room_id,
    kind: row.kind,
    authorKey: row.member_id === null ? null : authorKeyOf(row.member_id),
    authorName: row.author_name,
    authorRank: row.author_rank,
    text: deleted ? null : row.body,
    win: deleted ? null : winOf(row),
    deleted,
    at: new Date(row.created_at).toISOString(),
  };
}
