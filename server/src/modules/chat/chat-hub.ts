import type { ChatMessage } from '@site/shared/schemas';
import type { Db } from '../../db/create-db';
import { RESYNC, notificationsOf } from '../../db/notifications';
import { findMessage } from './chat.repository';
import { toChatMessage } from './chat.dto';
import { CHAT_CHANNEL } from './chat.service';

export interface ChatSubscriber {
  /**
   * A stored message (new, or just tombstoned: `deleted`), with its SSE frame serialized once for every stream of
   * the process (500 readers must not mean 500 JSON.stringify calls per message).
   */
  deliver(event: 'message' | 'deleted', message: ChatMessage, frame: string): void;
  /** The notification connection was lost and is back: fetch what came since the last id you saw. */
  resync(): void;
}

/**
 * This process's side of the fan-out (docs/chat.md "Transport"). One LISTEN per process; each notification names a
 * stored message id, which the hub reads ONCE and hands to every open stream of that room here. So the cost per
 * message is one query per process, not per client, and what a client gets is always what the database holds.
 */
export class ChatHub {
  private readonly byRoom = new Map<string, Set<ChatSubscriber>>();
  private stopListening: (() => Promise<void>) | null = null;
  /**
   * Notifications are handled one after another: they come in commit order, and each needs a read, so handled side by
   * side a later message could be read, and sent, before an earlier one.
   */
  private inOrder: Promise<void> = Promise.resolve();
  /** Messages delivered through this hub (the benchmark reads it). */
  delivered = 0;

  constructor(private readonly db: Db) {}

  async start(): Promise<void> {
    this.stopListening = await notificationsOf(this.db).listen(CHAT_CHANNEL, (payload) => {
      if (payload === RESYNC) {
        for (const set of this.byRoom.values()) for (const s of set) s.resync();
        return;
      }
      this.inOrder = this.inOrder.then(() => this.onNotification(payload)).catch(() => undefined);
    });
  }

  private async onNotification(payload: string): Promise<void> {
    const [kind, id] = payload.split(':');
    if ((kind !== 'm' && kind !== 'd') || !id || !/^\d+$/.test(id)) return;
    const row = await findMessage(this.db, id).catch(() => undefined);
    if (!row) return;
    const subscribers = this.byRoom.get(row.room_id);
    if (!subscribers || subscribers.size === 0) return;
    const message = toChatMessage(row);
    const event = kind === 'm' ? 'message' : 'deleted';
    const frame = `event: ${event}\ndata: ${JSON.stringify(message)}\n\n`;
    for (const s of subscribers) {
      s.deliver(event, message, frame);
      this.delivered += 1;
    }
  }

  subscribe(room: string, subscriber: ChatSubscriber): () => void {
    let set = this.byRoom.get(room);
    if (!set) {
      set = new Set();
      this.byRoom.set(room, set);
    }
    set.add(subscriber);
    return () => {
      set.delete(subscriber);
      if (set.size === 0 && this.byRoom.get(room) === set) this.byRoom.delete(room);
    };
  }

  get size(): number {
    let n = 0;
    for (const set of this.byRoom.values()) n += set.size;
    return n;
  }

  async stop(): Promise<void> {
    this.byRoom.clear();
    await this.stopListening?.();
  }
}
