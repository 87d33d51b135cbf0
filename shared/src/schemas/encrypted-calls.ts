import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/**
 * The calls whose JSON bodies travel HPKE-encrypted (docs/adr/011-encrypted-calls.md): the one list. The server
 * decrypts these before validation and marks them `x-encrypted: true` in the OpenAPI document; the shared client
 * encrypts exactly these. Keys are `METHOD path` as the route declares the path.
 */
export const ENCRYPTED_CALLS = [
  'POST /wps/session/login',
  'POST /wps/session/login/freeplay',
  'POST /wps/member/register',
  'PUT /wps/member/register',
  'POST /wps/member/register/mobile',
  'PUT /wps/member/register/mobile',
  'POST /wps/member/password',
  'POST /wps/member/password/verification',
  // Not flagged in the original reading, but it carries a new password exactly like the phone reset.
  'POST /wps/member/password/reset',
] as const;

export type EncryptedCall = (typeof ENCRYPTED_CALLS)[number];

const encryptedSet = new Set<string>(ENCRYPTED_CALLS);

/** Whether `method path` is an encrypted call; `path` may carry a query string or an origin (ignored). */
export function isEncryptedCall(method: string, path: string): boolean {
  return encryptedSet.has(`${method.toUpperCase()} ${callPath(path)}`);
}

/** The path part of a URL as the AAD binds it: no origin, no query, no fragment. */
export function callPath(url: string): string {
  const noOrigin = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '');
  return noOrigin.split(/[?#]/)[0] || '/';
}

/** Where the server publishes its public keys. */
export const HPKE_KEYS_PATH = '/wps/system/hpke-keys';

const base64url = lazySchema(() => z.string().regex(/^[A-Za-z0-9_-]+$/, 'base64url'));

/** The published key set: encrypt to `currentKeyId`; `serverTime` lets a client with a wrong clock correct it. */
export const hpkeKeySetSchema = lazySchema(() =>
  z.object({
    suite: z.object({
      kem: z.literal('DHKEM(P-256, HKDF-SHA256)'),
      kdf: z.literal('HKDF-SHA256'),
      aead: z.literal('AES-128-GCM'),
    }),
    currentKeyId: z.number().int().min(1),
    keys: z.array(z.object({ keyId: z.number().int().min(1), publicKey: base64url })).min(1),
    /** Milliseconds since the epoch on the server's clock when it answered. */
    serverTime: z.number().int(),
    /** How far (seconds) a request's timestamp may be from the server's clock; also the replay window. */
    windowSeconds: z.number().int().min(1),
  }),
);
export type HpkeKeySet = z.infer<typeof hpkeKeySetSchema>;

/** The body of an encrypted request: the whole JSON body sealed, plus what the AAD binds. */
export const encryptedRequestSchema = lazySchema(() =>
  z
    .object({
      encrypted: z
        .object({
          v: z.literal(1),
          keyId: z.number().int().min(1),
          /** Client time (ms since the epoch, server-corrected). */
          ts: z.number().int().min(0),
          requestId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
          enc: base64url.max(200),
          ct: base64url.max(1_400_000),
        })
        .strict(),
    })
    .strict(),
);
export type EncryptedRequest = z.infer<typeof encryptedRequestSchema>;

/** The body of the answer to an encrypted request: the whole JSON envelope sealed with a key only that client has. */
export const encryptedAnswerSchema = lazySchema(() =>
  z.object({ encrypted: z.object({ nonce: base64url, ct: base64url }).strict() }).strict(),
);
export type EncryptedAnswer = z.infer<typeof encryptedAnswerSchema>;
