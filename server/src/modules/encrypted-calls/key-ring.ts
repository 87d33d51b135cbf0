import { createHmac } from 'node:crypto';
import type { HpkeKeySet } from '@site/shared/schemas';
import { hpkeSuite, toBase64url, type HpkeKeyPair } from '@site/shared/hpke';
import type { Db } from '../../db/create-db';
import { insertFirstKey, listKeys, rotateKey } from './encrypted-calls.repository';
import type { HpkeKeyTable } from './encrypted-calls.table';

export interface KeyRingOptions {
  masterKey: string;
  rotateHours: number;
  graceMinutes: number;
  windowSeconds: number;
}

export interface KeyRing {
  /** The published set: the current key and those still in their grace period. */
  keySet(now: Date): Promise<HpkeKeySet>;
  /** The private key of `keyId` when it is still accepted; null when unknown or past its grace (stale). */
  recipientKey(keyId: number, now: Date): Promise<HpkeKeyPair | null>;
  /** The rotation job: a new key when the current one is older than the rotation period. */
  rotateIfDue(now: Date): Promise<boolean>;
  /** Forget what this process read from the database (after a rotation, and in tests). */
  reload(): void;
}

/** How long a process trusts its copy of the key rows; a key id it does not know makes it look again sooner. */
const ROWS_TTL_MS = 30_000;
const UNKNOWN_RELOAD_MS = 1_000;

/**
 * The encrypted calls' keys (docs/adr/011-encrypted-calls.md). Rows in `hpke_key` say which ids exist and when
 * each retired; the key pair of an id is derived (RFC 9180 DeriveKeyPair) from HPKE_MASTER_KEY and the id, so every
 * process of a cluster holds the same keys, a rotation on one node is a row the others read, and no private key is
 * stored in the database or ever leaves the processes.
 */
export function createKeyRing(db: Db, options: KeyRingOptions): KeyRing {
  const suite = hpkeSuite();
  const pairs = new Map<number, Promise<{ pair: HpkeKeyPair; publicKey: string }>>();
  let rows: { at: number; list: HpkeKeyTable[] } | null = null;
  let lastUnknownReload = 0;

  async function loadRows(force = false): Promise<HpkeKeyTable[]> {
    if (!force && rows && Date.now() - rows.at < ROWS_TTL_MS) return rows.list;
    let list = await listKeys(db);
    if (!list.length) {
      await insertFirstKey(db, new Date());
      list = await listKeys(db);
    }
    rows = { at: Date.now(), list };
    return list;
  }

  function derive(keyId: number) {
    let entry = pairs.get(keyId);
    if (!entry) {
      entry = (async () => {
        const ikm = createHmac('sha256', options.masterKey)
          .update(`site-encrypted-call key ${keyId}`)
          .digest();
        const pair = await suite.kem.deriveKeyPair(new Uint8Array(ikm).buffer);
        return { pair, publicKey: toBase64url(await suite.kem.serializePublicKey(pair.publicKey)) };
      })();
      pairs.set(keyId, entry);
    }
    return entry;
  }

  const graceMs = options.graceMinutes * 60_000;
  const accepted = (row: HpkeKeyTable, now: Date) =>
    row.retired_at === null || row.retired_at.getTime() + graceMs > now.getTime();
  const current = (list: HpkeKeyTable[]) => list.find((r) => r.retired_at === null) ?? list[0]!;

  return {
    async keySet(now) {
      const list = await loadRows();
      const live = list.filter((r) => accepted(r, now));
      const keys = await Promise.all(
        live.map(async (r) => ({ keyId: r.key_id, publicKey: (await derive(r.key_id)).publicKey })),
      );
      return {
        suite: { kem: 'DHKEM(P-256, HKDF-SHA256)', kdf: 'HKDF-SHA256', aead: 'AES-128-GCM' },
        currentKeyId: current(list).key_id,
        keys,
        serverTime: now.getTime(),
        windowSeconds: options.windowSeconds,
      };
    },
    async recipientKey(keyId, now) {
      let row = (await loadRows()).find((r) => r.key_id === keyId);
      // A key another node has just added: look again, at most once a second (random ids cost no queries).
      if (!row && Date.now() - lastUnknownReload > UNKNOWN_RELOAD_MS) {
        lastUnknownReload = Date.now();
        row = (await loadRows(true)).find((r) => r.key_id === keyId);
      }
      if (!row || !accepted(row, now)) return null;
      return (await derive(keyId)).pair;
    },
    async rotateIfDue(now) {
      const cur = current(await loadRows(true));
      if (cur.created_at.getTime() + options.rotateHours * 3_600_000 > now.getTime()) return false;
      const rotated = await rotateKey(db, cur.key_id, now);
      rows = null;
      return rotated;
    },
    reload() {
      rows = null;
    },
  };
}
