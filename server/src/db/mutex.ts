/**
 * A FIFO async mutex. PGlite has a single session, so the driver hands its one connection to
 * one holder at a time: a transaction keeps it from BEGIN to COMMIT and nobody's statement can
 * slip into it (pglite#267).
 */
export class Mutex {
  private locked = false;
  private readonly waiters: Array<() => void> = [];

  async lock(): Promise<void> {
    if (!this.locked) {
      this.locked = true;
      return;
    }
    await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  unlock(): void {
    const next = this.waiters.shift();
    // Ownership passes straight to the next waiter so no newcomer can jump the queue.
    if (next) next();
    else this.locked = false;
  }
}
