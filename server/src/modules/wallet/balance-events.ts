import type { Db } from '../../db/create-db';
import { RESYNC, notificationsOf } from '../../db/notifications';

/** The channel migration 0103's trigger notifies on, with payload `<kind>:<owner>` (e.g. `member:42`). */
export const BALANCE_CHANNEL = 'wallet_balance';

type BalanceListener = () => void;

/**
 * Fans the database's balance notifications out to this process's open streams, by owner. One LISTEN per process
 * however many tabs are open; a stream subscribes to its own member's key only, so nobody hears of another
 * member's money (docs/payments.md "Balance push").
 */
export class BalanceEvents {
  private readonly byOwner = new Map<string, Set<BalanceListener>>();
  private stopListening: (() => Promise<void>) | null = null;

  async start(db: Db): Promise<void> {
    this.stopListening = await notificationsOf(db).listen(BALANCE_CHANNEL, (payload) => {
      if (payload === RESYNC) {
        for (const set of this.byOwner.values()) for (const listener of set) listener();
        return;
      }
      for (const listener of this.byOwner.get(payload) ?? []) listener();
    });
  }

  subscribeMember(memberId: number, listener: BalanceListener): () => void {
    const key = `member:${memberId}`;
    let set = this.byOwner.get(key);
    if (!set) {
      set = new Set();
      this.byOwner.set(key, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.byOwner.get(key) === set) this.byOwner.delete(key);
    };
  }

  /** Open subscriptions (streams) in this process: for tests and the health of the hub. */
  get size(): number {
    let n = 0;
    for (const set of this.byOwner.values()) n += set.size;
    return n;
  }

  async stop(): Promise<void> {
    this.byOwner.clear();
    await this.stopListening?.();
  }
}
