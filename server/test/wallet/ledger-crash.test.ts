import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '../helpers/test-app';
import { startServer, type ServerProcess } from '../helpers/server-process';

/**
 * Crash safety: SIGKILL the real server in the middle of a transfer load, restart it on the
 * same data, and the ledger must be intact — every acknowledged transfer durable and applied
 * once, in-flight ones applied at most once (a retry settles them), every invariant true.
 * PGlite on a data dir always; PostgreSQL too when DATABASE_URL is set.
 */
const MEMBERS = 8;
const WORKERS = 12;

interface Transfer {
  idempotencyKey: string;
  fromAccountId: number;
  toAccountId: number;
  amountMinor: number;
}

async function call(base: string, method: 'GET' | 'POST', url: string, body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  // Envelope values differ per call; the assertions below read the fields they need.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, body: (await res.json()) as { success: boolean; code: string; value: any } };
}

async function crashAndRecover(env: Record<string, string>) {
  let server: ServerProcess = await startServer(env);
  const accounts: number[] = [];
  for (let i = 0; i < MEMBERS; i += 1) {
    const res = await call(server.url, 'POST', '/wps/dev/ledger/fund', {
      idempotencyKey: `crash-open-${i}`,
      memberId: `crash-${i}`,
      currency: 'PHP',
      amountMinor: 10_000,
    });
    accounts.push(res.body.value.accountId);
  }

  const acked: Transfer[] = [];
  const unknown: Transfer[] = [];
  let seq = 0;
  let killed = false;
  const worker = async () => {
    while (!killed) {
      seq += 1;
      const from = accounts[seq % MEMBERS] as number;
      const to = accounts[(seq * 7 + 3) % MEMBERS] as number;
      if (from === to) continue;
      const t: Transfer = {
        idempotencyKey: `crash:${seq}`,
        fromAccountId: from,
        toAccountId: to,
        amountMinor: 1 + (seq % 900),
      };
      try {
        const res = await call(server.url, 'POST', '/wps/dev/ledger/transfer', t);
        if (res.status === 200) acked.push(t);
      } catch {
        unknown.push(t); // the connection died with the server: outcome unknown to the client
      }
    }
  };
  const load = Promise.all(Array.from({ length: WORKERS }, worker));
  // Kill once a real load is flowing, at a moment the test does not choose precisely.
  while (acked.length < 150) await new Promise((r) => setTimeout(r, 20));
  await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 200)));
  server.proc.kill('SIGKILL');
  killed = true;
  await server.exited;
  await load;

  server = await startServer(env);
  try {
    const first = await call(server.url, 'GET', '/wps/dev/ledger/invariants');
    expect(first.body.value).toMatchObject({
      sumOfBalances: 0,
      driftedAccounts: [],
      negativeAccounts: [],
      unbalancedTransactions: [],
      emptyTransactions: [],
    });
    // Every acknowledged transfer survived the crash: retrying it is a replay, not a new move.
    for (const t of acked) {
      const res = await call(server.url, 'POST', '/wps/dev/ledger/transfer', t);
      expect(res.body.value?.replayed).toBe(true);
    }
    // In-flight ones applied at most once: a retry settles each, and the count adds up.
    for (const t of unknown) {
      const res = await call(server.url, 'POST', '/wps/dev/ledger/transfer', t);
      expect([200, 422]).toContain(res.status);
    }
    const last = await call(server.url, 'GET', '/wps/dev/ledger/invariants');
    expect(last.body.value).toMatchObject({ sumOfBalances: 0, driftedAccounts: [], negativeAccounts: [] });
    expect(last.body.value.transactions).toBeGreaterThanOrEqual(MEMBERS + acked.length);
    expect(last.body.value.transactions).toBeLessThanOrEqual(MEMBERS + acked.length + unknown.length);
    return { acked: acked.length, unknown: unknown.length };
  } finally {
    server.proc.kill('SIGTERM');
    await server.exited;
  }
}

describe('ledger crash safety (SIGKILL mid-load)', () => {
  it('recovers on PGlite with every acknowledged transfer and every invariant intact', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'h2-crash-'));
    try {
      const result = await crashAndRecover({ DATA_DIR: dataDir });
      expect(result.acked).toBeGreaterThanOrEqual(150);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);

  // PostgreSQL only when the run provides one (CI does); PGlite above always runs.
  const pgUrl = process.env.DATABASE_URL;
  if (pgUrl) {
    it('recovers on PostgreSQL likewise', async () => {
      const { url, drop } = await createScratchDatabase(pgUrl);
      try {
        await crashAndRecover({ DATABASE_URL: url });
      } finally {
        await drop();
      }
    }, 240_000);
  }
});
