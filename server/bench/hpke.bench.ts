/**
 * bench:hpke — the latency an encrypted call adds (docs/adr/011-encrypted-calls.md): the same login, plain and
 * sealed, over real HTTP against one in-process server on PGlite, alternated so both see the same machine load.
 * The sealed time includes the client's work (seal, open) as the shell does it; the key set is fetched once, as the
 * shell does. Prints p50/p99 of each and of the difference, writes bench-results/hpke.json.
 * `BENCH_LOGINS` (default 150) logins of each kind.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { HPKE_KEYS_PATH } from '@site/shared/schemas';
import {
  ANSWER_KEY_BYTES,
  HPKE_ANSWER_EXPORT,
  HPKE_INFO,
  answerAad,
  createEncryptedExchange,
  fromBase64url,
  hpkeSuite,
  importAnswerKey,
  requestAad,
  sealRequest,
  toBase64url,
} from '@site/shared/hpke';
import { createSeededApp } from '../test/helpers/accounts';

const repoRoot = path.resolve(__dirname, '..', '..');
const LOGINS = Number(process.env.BENCH_LOGINS ?? 150);
const BODY = { username: 'Demo', password: 'Demo1234', type: 'username' };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round = (ms: number) => Math.round(ms * 100) / 100;

/**
 * The crypto alone, both halves in one process (seal, open, export, seal the answer, open it): what the encrypted
 * call adds in CPU, free of the login's password hashing and of the machine's noise on a 1-2 s login.
 */
async function cryptoOnly(n: number): Promise<number[]> {
  const suite = hpkeSuite();
  const pair = await suite.kem.generateKeyPair();
  const keySet = {
    suite: { kem: 'DHKEM(P-256, HKDF-SHA256)', kdf: 'HKDF-SHA256', aead: 'AES-128-GCM' } as const,
    currentKeyId: 1,
    keys: [{ keyId: 1, publicKey: toBase64url(await suite.kem.serializePublicKey(pair.publicKey)) }],
    serverTime: Date.now(),
    windowSeconds: 300,
  };
  const times: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const start = performance.now();
    const sealed = await sealRequest(keySet, { method: 'POST', path: '/wps/session/login', body: BODY });
    const e = sealed.body.encrypted;
    const ctx = await suite.createRecipientContext({
      recipientKey: pair,
      enc: fromBase64url(e.enc).buffer,
      info: HPKE_INFO.buffer,
    });
    const aad = requestAad({ ...e, method: 'POST', path: '/wps/session/login' });
    await ctx.open(fromBase64url(e.ct).buffer, aad.buffer);
    const key = await importAnswerKey(await ctx.export(HPKE_ANSWER_EXPORT.buffer, ANSWER_KEY_BYTES));
    const nonce = crypto.getRandomValues(new Uint8Array(12));
    const answer = JSON.stringify({
      success: true,
      value: { token: 'x'.repeat(43) },
      message: null,
      code: 'OK',
    });
    const ct = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv: nonce, additionalData: answerAad(e.requestId, 200) },
      key,
      new TextEncoder().encode(answer),
    );
    await sealed.openAnswer(200, { encrypted: { nonce: toBase64url(nonce), ct: toBase64url(ct) } });
    if (i >= 10) times.push(performance.now() - start); // the first ones warm the JIT
  }
  return times.sort((a, b) => a - b);
}

async function main() {
  const app = await createSeededApp({ LOG_LEVEL: 'silent' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const post = async (body: unknown) => {
    const res = await fetch(`${url}/wps/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, data: (await res.json()) as unknown };
  };
  const exchange = createEncryptedExchange({
    fetchKeys: async () => (await fetch(`${url}${HPKE_KEYS_PATH}`)).json(),
    send: (_method, _path, body) => post(body),
  });
  const plain: number[] = [];
  const sealed: number[] = [];
  const timed = async (into: number[], run: () => Promise<{ status: number }>) => {
    const start = performance.now();
    const { status } = await run();
    into.push(performance.now() - start);
    if (status !== 200) throw new Error(`login answered ${status}`);
  };
  // Warm up both paths (JIT, key derivation, the key-set fetch), then alternate.
  for (let i = 0; i < 5; i += 1) {
    await post(BODY);
    await exchange.call('POST', '/wps/session/login', BODY);
  }
  for (let i = 0; i < LOGINS; i += 1) {
    await timed(plain, () => post(BODY));
    await timed(sealed, () => exchange.call('POST', '/wps/session/login', BODY));
  }
  await app.close();

  const crypto = await cryptoOnly(LOGINS + 10);
  plain.sort((a, b) => a - b);
  sealed.sort((a, b) => a - b);
  const stats = (xs: number[]) => ({ p50: round(percentile(xs, 50)), p99: round(percentile(xs, 99)) });
  const result = {
    bench: 'hpke',
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, load1: round(os.loadavg()[0] ?? 0), node: process.version },
    logins: LOGINS,
    plainMs: stats(plain),
    encryptedMs: stats(sealed),
    addedMs: {
      p50: round(percentile(sealed, 50) - percentile(plain, 50)),
      p99: round(percentile(sealed, 99) - percentile(plain, 99)),
    },
    /** Both halves' crypto per call (client seal + open, server open + export + answer seal), in one process. */
    cryptoOnlyMs: stats(crypto),
  };
  console.table({
    plain: result.plainMs,
    encrypted: result.encryptedMs,
    added: result.addedMs,
    'crypto only': result.cryptoOnlyMs,
  });
  await mkdir(path.join(repoRoot, 'bench-results'), { recursive: true });
  await writeFile(path.join(repoRoot, 'bench-results', 'hpke.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log('wrote bench-results/hpke.json');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
