import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin.routes';
import { systemRoutes } from './system.routes';

/** System: public site settings and content, and the operator calls behind the admin token. */
export async function systemPlugin(app: FastifyInstance): Promise<void> {
  await app.register(systemRoutes);
  // Its own encapsulated plugin: the admin token hook must not reach the public calls.
  await app.register(adminRoutes);
}
