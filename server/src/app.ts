import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { dbPlugin } from './plugins/db';
import { errorHandlerPlugin } from './plugins/error-handler';
import { securityHeadersPlugin } from './plugins/security-headers';
import { healthRoutes } from './modules/health/health.routes';
import { telemetryRoutes } from './modules/telemetry/telemetry.routes';
import { hostingRoutes } from './modules/hosting/hosting.routes';
import { gamesPlugin } from './modules/games/games.plugin';

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
  await app.register(securityHeadersPlugin);

  // --- domains (/wps/...) -------------------------------------------------------------
  // (one line per domain plugin)
  await app.register(healthRoutes);
  await app.register(telemetryRoutes);
  await app.register(gamesPlugin);

  // --- hosting: shell, published remotes, release manifest ----------------------------
  await app.register(hostingRoutes);

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}
