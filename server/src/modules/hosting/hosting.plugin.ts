import type { FastifyInstance } from 'fastify';
import { hostingRoutes } from './hosting.routes';

/** Hosting: the live shell, published remotes and the release manifest. Registered last (its `/*` fallback). */
export async function hostingPlugin(app: FastifyInstance): Promise<void> {
  await app.register(hostingRoutes);
}
