import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { sql } from 'kysely';
import type { Db } from './create-db';

/**
 * PostgreSQL LISTEN/NOTIFY on both engines. A NOTIFY issued inside a transaction is delivered only when it commits,
 * to every session listening, in every server process: what a change pushed to open browser tabs needs (a tab must
 * never hear of money before it can read it, and a deposit taken by one process must reach a tab served by the
 * other). PGlite is one session in one process, so it simply hears its own notifications.
 */
export interface DbNotifications {
  /**
   * Calls `onPayload` for each notification on `channel`. After a lost connection is re-established it calls
   * `onPayload(RESYNC)`: notifications sent meanwhile are gone, so the listener must assume anything changed.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Passed to listeners after a reconnect: "anything may have changed while I was not listening". */
export const RESYNC = '*';

const sources = new WeakMap<Db, DbNotifications>();

export function notificationsOf(db: Db): DbNotifications {
  const source = sources.get(db);
  if (!source) throw new Error('This database was not opened by createDb: it has no notification channel');
  return source;
}

export function registerNotifications(db: Db, source: DbNotifications): void {
  sources.set(db, source);
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function assertChannel(channel: string): void {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Invalid notification channel ${channel}`);
}

type Listeners = Map<string, Set<(payload: string) => void>>;

function deliver(listeners: Listeners, channel: string, payload: string): void {
  for (const listener of listeners.get(channel) ?? []) listener(payload);
}

/**
 * PGlite: LISTEN goes through the Kysely dialect's mutex (so it can never land inside another request's open
 * transaction); notifications arrive through PGlite's own callback once the notifying transaction commits.
 */
export function pgliteNotifications(db: Db, pglite: PGlite): DbNotifications {
  const listeners: Listeners = new Map();
  const stop = pglite.onNotification((channel, payload) => deliver(listeners, channel, payload));
  return {
    async listen(channel, onPayload) {
      assertChannel(channel);
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await sql.raw(`listen ${channel}`).execute(db);
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
      };
    },
    async close() {
      listeners.clear();
      stop();
    },
  };
}

const RECONNECT_DELAY_MS = 1_000;

/**
 * PostgreSQL: one dedicated connection per process (outside the pool, which hands connections to whoever asks),
 * opened on the first listen. If it drops, it reconnects every second and tells every listener to resync.
 */
export function postgresNotifications(connectionString: string): DbNotifications {
  const listeners: Listeners = new Map();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString });
      next.on('notification', (msg) => deliver(listeners, msg.channel, msg.payload ?? ''));
      next.on('error', () => undefined);
      next.on('end', () => {
        if (client === next) client = null;
        connecting = null;
        if (!closed) scheduleReconnect();
      });
      await next.connect();
      for (const channel of listeners.keys()) await next.query(`listen ${channel}`);
      client = next;
      return next;
    })().catch((err: unknown) => {
      connecting = null;
      throw err;
    });
    return connecting;
  };

  const scheduleReconnect = () => {
    if (retry || closed) return;
    retry = setTimeout(() => {
      retry = null;
      connect().then(
        () => {
          for (const channel of listeners.keys()) deliver(listeners, channel, RESYNC);
        },
        () => scheduleReconnect(),
      );
    }, RECONNECT_DELAY_MS);
  };

  return {
    async listen(channel, onPayload) {
      assertChannel(channel);
      let set = listeners.get(channel);
      const isNew = !set;
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
      }
      set.add(onPayload);
      const connected = client ?? (await connect());
      // A connection made (or being made) before this channel existed may not listen to it yet; LISTEN twice is
      // harmless.
      if (isNew) await connected.query(`listen ${channel}`);
      return async () => {
        set.delete(onPayload);
      };
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      listeners.clear();
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
