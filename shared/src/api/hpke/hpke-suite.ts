import { Aes128Gcm, CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core';

/**
 * The one HPKE suite of the encrypted calls (RFC 9180 base mode, P-256 / HKDF-SHA256 / AES-128-GCM) and the byte
 * strings both sides must agree on (docs/adr/011-encrypted-calls.md). WebCrypto only: browsers and Node 20.
 */
export function hpkeSuite(): CipherSuite {
  return new CipherSuite({ kem: new DhkemP256HkdfSha256(), kdf: new HkdfSha256(), aead: new Aes128Gcm() });
}

const text = new TextEncoder();

/** HPKE `info`: names the protocol and its version, so a key pair can never be reused for another purpose. */
export const HPKE_INFO = text.encode('site-encrypted-call v1');
/** Exporter context of the answer key (RFC 9180 §5.3): both sides derive it from the request's context. */
export const HPKE_ANSWER_EXPORT = text.encode('site-encrypted-call v1 answer');
export const ANSWER_KEY_BYTES = 16;

export interface RequestBinding {
  method: string;
  path: string;
  keyId: number;
  ts: number;
  requestId: string;
}

/** The request's AAD: a ciphertext moved to another call, key, time or request id no longer opens. */
export function requestAad(b: RequestBinding): Uint8Array<ArrayBuffer> {
  return text.encode(
    ['site-encrypted-call v1 request', b.method.toUpperCase(), b.path, b.keyId, b.ts, b.requestId].join('\n'),
  );
}

/** The answer's AAD: binds the request id and the HTTP status (a proxy cannot turn a refusal into a success). */
export function answerAad(requestId: string, status: number): Uint8Array<ArrayBuffer> {
  return text.encode(['site-encrypted-call v1 answer', requestId, status].join('\n'));
}

export function toBase64url(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (let i = 0; i < view.length; i += 0x8000) {
    binary += String.fromCharCode(...view.subarray(i, i + 0x8000));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64url(value: string): Uint8Array<ArrayBuffer> {
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) out[i] = binary.charCodeAt(i);
  return out;
}

/** A WebCrypto key, named without the DOM library (the server compiles without it). */
export type AnswerKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;
/** The recipient's key pair as the suite derives it. */
export type HpkeKeyPair = Awaited<ReturnType<CipherSuite['kem']['deriveKeyPair']>>;

/** AES-128-GCM under the exported answer key; the 12-byte nonce is random (one answer per key). */
export async function importAnswerKey(raw: ArrayBuffer): Promise<AnswerKey> {
  return crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
}
