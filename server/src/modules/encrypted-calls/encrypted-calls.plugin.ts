import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  ERROR_CODES,
  HPKE_KEYS_PATH,
  encryptedRequestSchema,
  isEncryptedCall,
  type EncryptedRequest,
} from '@site/shared/schemas';
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
  type AnswerKey,
} from '@site/shared/hpke';
import { AppError } from '../../errors';
import { ok } from '../../http/reply';
import { deleteSeenRequestsBefore, recordRequestId } from './encrypted-calls.repository';
import { createKeyRing, type KeyRing } from './key-ring';

export const ROTATE_JOB = 'encrypted-calls.rotate-key';

/**
 * Encrypted calls (docs/adr/011-encrypted-calls.md, docs/security.md "Encrypted calls"). The calls of the shared
 * list (`ENCRYPTED_CALLS`) take an HPKE-sealed JSON body: this plugin opens it before validation, so the routes are
 * unchanged and see the plain body, and seals the answer with a key exported from the request's HPKE context. It
 * publishes the key set at HPKE_KEYS_PATH and defines the rotation job. Registered before the domains: its hooks
 * must run ahead of each route's own preValidation (session check, JSON-only).
 */
export const encryptedCallsPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const ring = createKeyRing(app.db, {
      masterKey: config.HPKE_MASTER_KEY,
      rotateHours: config.HPKE_ROTATE_HOURS,
      graceMinutes: config.HPKE_GRACE_MINUTES,
      windowSeconds: config.HPKE_WINDOW_SECONDS,
    });
    const suite = hpkeSuite();
    const windowMs = config.HPKE_WINDOW_SECONDS * 1000;
    app.decorate('encryptedCalls', ring);
    app.decorateRequest('encryptedCall', null);

    app.jobs.define({
      name: ROTATE_JOB,
      everyMs: 15 * 60_000,
      run: async ({ db, now }) => {
        await ring.rotateIfDue(now);
        await deleteSeenRequestsBefore(db, now);
      },
    });

    app.get(HPKE_KEYS_PATH, async (_request, reply) => {
      // Never cached by a browser or proxy: a rotated set must reach the client that was told its key is stale.
      reply.header('cache-control', 'no-store');
      return ok(await ring.keySet(new Date()));
    });

    const refuse = (code: keyof typeof ERROR_CODES, message: string) =>
      new AppError(400, ERROR_CODES[code], message);

    async function open(request: FastifyRequest, sealed: EncryptedRequest['encrypted']) {
      const now = Date.now();
      if (Math.abs(now - sealed.ts) > windowMs)
        throw refuse('ENCRYPTED_REQUEST_EXPIRED', 'Request timestamp outside the allowed window');
      const recipientKey = await ring.recipientKey(sealed.keyId, new Date(now));
      if (!recipientKey) throw refuse('ENCRYPTION_KEY_STALE', 'Unknown or retired encryption key');
      const binding = { ...sealed, method: request.method, path: request.routeOptions.url ?? '' };
      let plain: unknown;
      let exported: ArrayBuffer;
      try {
        const context = await suite.createRecipientContext({
          recipientKey,
          enc: fromBase64url(sealed.enc).buffer,
          info: HPKE_INFO.buffer,
        });
        const bytes = await context.open(fromBase64url(sealed.ct).buffer, requestAad(binding).buffer);
        plain = JSON.parse(new TextDecoder().decode(bytes));
        exported = await context.export(HPKE_ANSWER_EXPORT.buffer, ANSWER_KEY_BYTES);
      } catch {
        throw refuse('ENCRYPTED_REQUEST_INVALID', 'Encrypted body does not open');
      }
      // Recorded only once it opened: a tampered copy cannot burn the real request's id.
      const fresh = await recordRequestId(app.db, sealed.requestId, new Date(sealed.ts + windowMs + 1000));
      if (!fresh) throw refuse('ENCRYPTED_REQUEST_REPLAYED', 'Request already received');
      return { plain, answerKey: await importAnswerKey(exported), requestId: sealed.requestId };
    }

    app.addHook('preValidation', async (request) => {
      const url = request.routeOptions.url;
      if (!url || !isEncryptedCall(request.method, url)) return;
      const body = request.body as Record<string, unknown> | undefined;
      if (body && typeof body === 'object' && 'encrypted' in body) {
        const parsed = encryptedRequestSchema.safeParse(body);
        if (!parsed.success) throw refuse('ENCRYPTED_REQUEST_INVALID', 'Malformed encrypted body');
        const opened = await open(request, parsed.data.encrypted);
        request.body = opened.plain;
        request.encryptedCall = { answerKey: opened.answerKey, requestId: opened.requestId };
      } else if (config.ENCRYPTED_CALLS_PLAINTEXT === 'refuse') {
        throw refuse('ENCRYPTION_REQUIRED', 'This call takes an encrypted body');
      }
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const call = request.encryptedCall;
      if (!call || typeof payload !== 'string') return payload;
      const nonce = randomBytes(12);
      const ct = await crypto.subtle.encrypt(
        { name: 'AES-GCM', iv: nonce, additionalData: answerAad(call.requestId, reply.statusCode) },
        call.answerKey,
        new TextEncoder().encode(payload),
      );
      reply.header('content-type', 'application/json; charset=utf-8');
      reply.header('cache-control', 'no-store');
      return JSON.stringify({ encrypted: { nonce: toBase64url(nonce), ct: toBase64url(ct) } });
    });
  },
  { name: 'encrypted-calls', dependencies: ['route-schemas'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    encryptedCalls: KeyRing;
  }
  interface FastifyRequest {
    /** Set when the body was an opened encrypted body: the answer is sealed to this request's context. */
    encryptedCall: { answerKey: AnswerKey; requestId: string } | null;
  }
}
