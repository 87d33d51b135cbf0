import type { FastifyInstance } from 'fastify';
import { abuseAdminRoutes } from './abuse-admin.routes';
import { sessionRoutes } from './session.routes';

/** Session: login, logout, tickets; and the password-spraying alerts for operators. */
export async function sessionPlugin(app: FastifyInstance): Promise<void> {
  await app.register(sessionRoutes);
  // Its own encapsulated plugin: the admin token hook must not reach the member calls.
  await app.register(abuseAdminRoutes);
}
