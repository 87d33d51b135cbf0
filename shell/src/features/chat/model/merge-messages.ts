import type { ChatMessage } from '@site/shared/schemas';

/** At most this many messages stay on screen (and in memory) per room. */
export const KEEP = 200;

/** Adds or replaces messages by id (a tombstone replaces its message), in id order, keeping the newest KEEP. */
export function mergeMessages(
  current: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  if (incoming.length === 0) return current as ChatMessage[];
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id).slice(-KEEP);
}
