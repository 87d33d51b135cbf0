import type { EncryptedAnswer, EncryptedRequest, HpkeKeySet } from '../../schemas/encrypted-calls';
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
} from './hpke-suite';

export interface SealedRequest {
  /** What to send as the JSON body instead of the plain one. */
  body: EncryptedRequest;
  /** Opens the answer to this request (only this request's context can). */
  openAnswer(status: number, answer: EncryptedAnswer): Promise<unknown>;
}

export interface SealOptions {
  method: string;
  path: string;
  body: unknown;
  /** Milliseconds to add to the local clock (server time minus local time when the keys were fetched). */
  clockOffsetMs?: number;
  /** Tests only: a request id to reuse (the replay test). */
  requestId?: string;
}

/**
 * Seals the JSON body of an encrypted call to the key set's current key (docs/adr/011-encrypted-calls.md).
 * The browser's data layer, the server tests' helper and the tools all use this one function.
 */
export async function sealRequest(keySet: HpkeKeySet, options: SealOptions): Promise<SealedRequest> {
  const key = keySet.keys.find((k) => k.keyId === keySet.currentKeyId) ?? keySet.keys[0];
  if (!key) throw new Error('empty HPKE key set');
  const suite = hpkeSuite();
  const recipientPublicKey = await suite.kem.deserializePublicKey(fromBase64url(key.publicKey).buffer);
  const sender = await suite.createSenderContext({ recipientPublicKey, info: HPKE_INFO.buffer });
  const binding = {
    method: options.method.toUpperCase(),
    path: options.path,
    keyId: key.keyId,
    ts: Math.round(Date.now() + (options.clockOffsetMs ?? 0)),
    requestId: options.requestId ?? toBase64url(crypto.getRandomValues(new Uint8Array(18))),
  };
  const plaintext = new TextEncoder().encode(JSON.stringify(options.body ?? {}));
  const ct = await sender.seal(plaintext.buffer, requestAad(binding).buffer);
  const answerKey = await importAnswerKey(await sender.export(HPKE_ANSWER_EXPORT.buffer, ANSWER_KEY_BYTES));
  const { method: _m, path: _p, ...bound } = binding;
  return {
    body: { encrypted: { v: 1, ...bound, enc: toBase64url(sender.enc), ct: toBase64url(ct) } },
    async openAnswer(status, answer) {
      const plain = await crypto.subtle.decrypt(
        {
          name: 'AES-GCM',
          iv: fromBase64url(answer.encrypted.nonce),
          additionalData: answerAad(binding.requestId, status),
        },
        answerKey,
        fromBase64url(answer.encrypted.ct),
      );
      return JSON.parse(new TextDecoder().decode(plain)) as unknown;
    },
  };
}
