import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { buildCsp } from './content-security-policy';

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
  },
  { name: 'security-headers' },
);
