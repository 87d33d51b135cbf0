import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { buildCsp } from './content-security-policy';

/**
 * Headers a browser reads only from a document (or a worker's script, and the site starts no worker): the page's
 * own response carries them; a script, stylesheet, picture or font that repeats them gains nothing. On HTTP/1.1
 * headers are not compressed, so they were ~650 bytes on each of home's ~30 scripts (docs/architecture.md
 * "Hosting"). Kept on every answer: `x-content-type-options` (a script served with a wrong type is refused),
 * `cross-origin-resource-policy` (no other site can load our files) and HSTS.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/**
 * Scripts, stylesheets, pictures and fonts. Stylesheets keep `referrer-policy` (their own fetches read it), scripts do
 * not. SVG is left out: opened by its address it is a document that can run script, so it keeps the CSP.
 */
const SUBRESOURCE_TYPE = /^(application\/javascript|text\/javascript|text\/css|image\/(?!svg)|font\/)/;

/**
 * Security headers on every answer (CSP in content-security-policy.ts). The hosting replaces
 * the CSP of the shell's index.html with one that also allows that page's own inline scripts.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: false,
      // HSTS on localhost http would only confuse browsers; production sits behind TLS.
      strictTransportSecurity: app.config.devMode ? false : { maxAge: 15552000, includeSubDomains: true },
      crossOriginEmbedderPolicy: false,
    });
    const csp = buildCsp();
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('content-security-policy', csp);
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      const type = String(reply.getHeader('content-type') ?? '');
      if (SUBRESOURCE_TYPE.test(type)) {
        for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
        if (!type.startsWith('text/css')) reply.removeHeader('referrer-policy');
      }
      // A file that never changes is never asked for again with a validator before it expires.
      if (String(reply.getHeader('cache-control') ?? '').includes('immutable')) {
        reply.removeHeader('etag');
        reply.removeHeader('last-modified');
      }
      return payload;
    });
  },
  { name: 'security-headers' },
);
