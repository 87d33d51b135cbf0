import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * For signed calls (`x-signature` = HMAC of the raw body, signature.ts): in this Fastify scope, JSON bodies are
 * parsed as usual AND their exact bytes are kept (`rawBodyOf`), because the signature covers the bytes, not the
 * parsed object. A body that is not JSON parses to `malformed` (the route's schema then refuses it in its own way).
 */
export function keepRawBody(
  app: FastifyInstance,
  options: { malformed?: Record<string, unknown> } = {},
): void {
  const malformed = options.malformed ?? {};
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const raw = typeof body === 'string' ? body : body.toString('utf8');
    (req as unknown as { rawBody: string }).rawBody = raw;
    try {
      done(null, raw.length ? JSON.parse(raw) : {});
    } catch {
      done(null, { ...malformed }); // a fresh object per request, as JSON.parse gives
    }
  });
}

/** The exact body bytes kept by `keepRawBody` ('' when there was no JSON body). */
export function rawBodyOf(req: FastifyRequest): string {
  return (req as unknown as { rawBody?: string }).rawBody ?? '';
}
