import type { FastifyInstance } from 'fastify';
import { responsibleGamingAdminRoutes } from './responsible-gaming-admin.routes';
import { responsibleGamingRoutes } from './responsible-gaming.routes';

/** Responsible gaming (docs/responsible-gaming.md): the member's limits and breaks, and the operators' calls. */
export async function responsibleGamingPlugin(app: FastifyInstance): Promise<void> {
  await app.register(responsibleGamingRoutes);
  await app.register(responsibleGamingAdminRoutes);
}
