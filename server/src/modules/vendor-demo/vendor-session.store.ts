import { randomUUID } from 'node:crypto';
import { newServerSeed } from './fairness';

/**
 * The demo vendor's own state, as a real vendor keeps it on its side: seeds, nonce and the
 * play-money balance of trial sessions. In memory by design: a restart just starts new
 * sessions (the platform's wallet, not this store, holds real money).
 */
export interface VendorSession {
  id: string;
  token: string;
  gameId: string;
  kind: 'slot' | 'dice';
  trial: boolean;
  currency: string;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  /** Play money for trial sessions, minor units. */
  trialBalanceMinor: number;
  lastUsed: number;
}

const SESSION_IDLE_MS = 6 * 60 * 60 * 1000;
export const TRIAL_BALANCE_MINOR = 100_000;

export class VendorSessionStore {
  private readonly sessions = new Map<string, VendorSession>();

  create(input: Pick<VendorSession, 'token' | 'gameId' | 'kind' | 'trial' | 'currency'>): VendorSession {
    this.sweep();
    const session: VendorSession = {
      ...input,
      id: randomUUID(),
      serverSeed: newServerSeed(),
      clientSeed: randomUUID().slice(0, 8),
      nonce: 0,
      trialBalanceMinor: TRIAL_BALANCE_MINOR,
      lastUsed: Date.now(),
    };
    this.sessions.set(session.id, session);
    return session;
  }

  get(id: string): VendorSession | undefined {
    const s = this.sessions.get(id);
    if (s) s.lastUsed = Date.now();
    return s;
  }

  private sweep(): void {
    const cutoff = Date.now() - SESSION_IDLE_MS;
    for (const [id, s] of this.sessions) if (s.lastUsed < cutoff) this.sessions.delete(id);
  }
}
