/**
 * @jest-environment node
 */
// WebCrypto (crypto.subtle) as in the browser; jsdom's window has none, Node 20 has the same API.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ANSWER_KEY_BYTES,
  HPKE_ANSWER_EXPORT,
  HPKE_INFO,
  answerAad,
  fromBase64url,
  hpkeSuite,
  importAnswerKey,
  requestAad,
  toBase64url,
  type HpkeKeyPair,
} from './hpke';
import { apiPost } from './api-client';
import type { EncryptedRequest } from '../schemas';

// A stand-in for the server half (the real one: server/test/encrypted-calls): two keys, the first one stale.
const suite = hpkeSuite();
const keys = new Map<number, HpkeKeyPair>();
let current = 1;
let keyFetches = 0;
const wire: string[] = [];
const paths: string[] = [];
let server: http.Server;
let base = '';

beforeAll(async () => {
  for (const id of [1, 2]) keys.set(id, await suite.kem.generateKeyPair());
  server = http.createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
  const send = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (req.url === '/wps/system/hpke-keys') {
    keyFetches += 1;
    const publicKey = toBase64url(await suite.kem.serializePublicKey(keys.get(current)!.publicKey));
    const value = {
      suite: { kem: 'DHKEM(P-256, HKDF-SHA256)', kdf: 'HKDF-SHA256', aead: 'AES-128-GCM' },
      currentKeyId: current,
      keys: [{ keyId: current, publicKey }],
      serverTime: Date.now(),
      windowSeconds: 300,
    };
    current = 2; // rotated right after the first fetch: the client's first call meets a stale key
    return send(200, { success: true, value, message: null, code: 'OK' });
  }
  let raw = '';
  for await (const chunk of req) raw += String(chunk);
  wire.push(raw);
  paths.push(req.url!);
  const sealed = (JSON.parse(raw) as EncryptedRequest).encrypted;
  if (sealed.keyId !== current)
    return send(400, { success: false, value: null, message: 'stale', code: 'ENCRYPTION_KEY_STALE' });
  const context = await suite.createRecipientContext({
    recipientKey: keys.get(sealed.keyId)!,
    enc: fromBase64url(sealed.enc).buffer,
    info: HPKE_INFO.buffer,
  });
  const aad = requestAad({ ...sealed, method: req.method!, path: req.url!.split('?')[0]! });
  const body = JSON.parse(
    new TextDecoder().decode(await context.open(fromBase64url(sealed.ct).buffer, aad.buffer)),
  );
  const key = await importAnswerKey(await context.export(HPKE_ANSWER_EXPORT.buffer, ANSWER_KEY_BYTES));
  const nonce = crypto.getRandomValues(new Uint8Array(12));
  const answer = JSON.stringify({
    success: true,
    value: { echoed: body.username },
    message: null,
    code: 'OK',
  });
  const ct = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv: nonce, additionalData: answerAad(sealed.requestId, 200) },
    key,
    new TextEncoder().encode(answer),
  );
  return send(200, { encrypted: { nonce: toBase64url(nonce), ct: toBase64url(ct) } });
}

describe('encrypted calls through the shared client (docs/adr/011-encrypted-calls.md)', () => {
  it('seals an E call, refetches the keys once on a stale key, and returns the opened answer', async () => {
    const value = await apiPost<{ echoed: string }>(`${base}/wps/session/login`, {
      username: 'demo',
      password: 'Secret-Password-1',
    });
    expect(value).toEqual({ echoed: 'demo' });
    expect(keyFetches).toBe(2);
    expect(wire).toHaveLength(2);
    for (const body of wire) {
      expect(body).not.toContain('Secret-Password-1');
      expect(Object.keys(JSON.parse(body) as object)).toEqual(['encrypted']);
    }
  });

  it('sends each call to its own address with the cached key set (no refetch)', async () => {
    const value = await apiPost<{ echoed: string }>(`${base}/wps/member/register`, { username: 'other' });
    expect(value).toEqual({ echoed: 'other' });
    expect(paths.at(-1)).toBe('/wps/member/register');
    expect(keyFetches).toBe(2);
  });
});
