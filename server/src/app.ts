import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { dbPlugin } from './plugins/db';
import { errorHandlerPlugin } from './plugins/error-handler';

/**
 * Builds the whole server: infrastructure plugins first, then one plugin per domain.
 * Tests call this with a test config and use `app.inject()`; main.ts calls it and listens.
 *
 * Registration order matters: db → error handler → auth → domains → static hosting (last,
 * so `/wps/...` and the release manifest win over the shell's history fallback).
 */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
  });
  app.decorate('config', config);

  // --- infrastructure ---------------------------------------------------------------
  // (db, error handler, security headers, auth are registered here)
  await app.register(dbPlugin);
  await app.register(errorHandlerPlugin);

  // --- domains (/wps/...) -------------------------------------------------------------
  // (one line per domain plugin)

  // --- hosting: shell, published remotes, release manifest ----------------------------

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}
