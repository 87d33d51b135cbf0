import type { FastifyInstance } from 'fastify';
import { contentAdminRoutes } from './content-admin.routes';
import { contentAssetRoutes } from './content-assets.routes';

/**
 * Content the operator edits in the back office (docs/back-office.md "Content"): banners with uploaded pictures and
 * a schedule, and the public URLs of those pictures. Home's banner list stays a system call (system.routes.ts).
 */
export async function contentPlugin(app: FastifyInstance): Promise<void> {
  await app.register(contentAdminRoutes);
  await app.register(contentAssetRoutes);
}
