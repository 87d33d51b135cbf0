import type { FastifyInstance } from 'fastify';
import { contentAdminRoutes } from './content-admin.routes';
import { contentAssetRoutes } from './content-assets.routes';
import { helpAdminRoutes } from './help-admin.routes';
import { linksAdminRoutes } from './links-admin.routes';
import { noticeAdminRoutes } from './notice-admin.routes';

/**
 * Content the operator edits in the back office (docs/back-office.md "Content"): banners with uploaded pictures and
 * a schedule, and the public URLs of those pictures; notices and popups, help topics, the service and download links. Home's banner list stays a system call (system.routes.ts).
 */
export async function contentPlugin(app: FastifyInstance): Promise<void> {
  await app.register(contentAdminRoutes);
  await app.register(contentAssetRoutes);
  await app.register(noticeAdminRoutes);
  await app.register(helpAdminRoutes);
  await app.register(linksAdminRoutes);
}
