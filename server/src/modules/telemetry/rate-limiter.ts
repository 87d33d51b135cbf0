import type { DbOrTrx } from '../../db/with-transaction';
import { hitFixedWindow } from '../../db/rate-counter.repository';

/**
 * Fixed-window limit per key, counted in the database (rate_counter), so every server process behind the balancer
 * spends one budget (docs/adr/009-cluster.md): one browser with a broken remote must not flood the table, whichever
 * node its reports reach. `scope` keeps limits of different callers apart.
 */
export function createRateLimiter(db: DbOrTrx, scope: string, limit: number, windowMs: number) {
  return async (key: string): Promise<boolean> =>
    (await hitFixedWindow(db, `${scope}:${key}`, windowMs)) <= limit;
}
