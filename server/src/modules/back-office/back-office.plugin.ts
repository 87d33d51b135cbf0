import type { FastifyInstance } from 'fastify';
import { backOfficeHosting } from './back-office-hosting';
import { backOfficeRoutes } from './back-office.routes';

/**
 * The back office (docs/back-office.md): its desk reads (its decisions reuse each domain's own admin routes) and the
 * hosting of its app under /bo/.
 */
export async function backOfficePlugin(app: FastifyInstance): Promise<void> {
  await app.register(backOfficeRoutes);
  await app.register(backOfficeHosting);
}
