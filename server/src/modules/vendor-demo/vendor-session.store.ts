import { randomUUID } from 'node:crypto';
import type { DbOrTrx } from '../../db/with-transaction';
import { newServerSeed } from './fairness';
import {
  addTrialBalance,
  claimRound,
  deleteIdleSessions,
  findSession,
  insertSession,
  replaceSeed,
  type VendorSessionRow,
} from './vendor-session.repository';

/**
 * The demo vendor's own state, as a real vendor keeps it on its side: seeds, nonce and the play-money balance of
 * trial sessions. In the database (not one process's memory) so a round reaches the same session on whichever node
 * the balancer picks (docs/adr/009-cluster.md); the platform's wallet, not this store, holds real money.
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
}

const SESSION_IDLE_MS = 6 * 60 * 60 * 1000;
/** One sweep of idle sessions per this many creations (cheap, and no timer to stop). */
const SWEEP_EVERY = 50;
export const TRIAL_BALANCE_MINOR = 100_000;

const toSession = (r: VendorSessionRow): VendorSession => ({
  id: r.id,
  token: r.token,
  gameId: r.game_id,
  kind: r.kind,
  trial: r.trial,
  currency: r.currency,
  serverSeed: r.server_seed,
  clientSeed: r.client_seed,
  nonce: r.nonce,
  trialBalanceMinor: Number(r.trial_balance_minor),
});

export class VendorSessionStore {
  private created = 0;

  constructor(private readonly db: DbOrTrx) {}

  async create(
    input: Pick<VendorSession, 'token' | 'gameId' | 'kind' | 'trial' | 'currency'>,
  ): Promise<VendorSession> {
    this.created += 1;
    if (this.created % SWEEP_EVERY === 1)
      await deleteIdleSessions(this.db, new Date(Date.now() - SESSION_IDLE_MS));
    const session: VendorSession = {
      ...input,
      id: randomUUID(),
      serverSeed: newServerSeed(),
      clientSeed: randomUUID().slice(0, 8),
      nonce: 0,
      trialBalanceMinor: TRIAL_BALANCE_MINOR,
    };
    await insertSession(this.db, {
      id: session.id,
      token: session.token,
      game_id: session.gameId,
      kind: session.kind,
      trial: session.trial,
      currency: session.currency,
      server_seed: session.serverSeed,
      client_seed: session.clientSeed,
      nonce: 0,
      trial_balance_minor: session.trialBalanceMinor,
    });
    return session;
  }

  async get(id: string): Promise<VendorSession | undefined> {
    const row = await findSession(this.db, id);
    return row && toSession(row);
  }

  /** The session with its next nonce taken (and the client seed set); undefined when trial money is short. */
  async claimRound(id: string, clientSeed: string | undefined, betMinor: number) {
    const row = await claimRound(this.db, id, clientSeed, betMinor);
    return row && toSession(row);
  }

  addTrialBalance(id: string, deltaMinor: number): Promise<number> {
    return addTrialBalance(this.db, id, deltaMinor);
  }

  replaceSeed(id: string, previousSeed: string, nextSeed: string): Promise<boolean> {
    return replaceSeed(this.db, id, previousSeed, nextSeed);
  }
}
