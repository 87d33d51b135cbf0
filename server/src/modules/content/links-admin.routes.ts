import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminSiteLinksSchema } from '@site/shared/schemas/operator';
import { ok } from '../../http/reply';
import { getSiteLinks, saveSiteLinks } from './links-admin.service';

/** The back office's customer-service and app-download links (docs/back-office.md "Content: notices, help and links"). */
export async function linksAdminRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get('/wps/admin/content/links', { config: { permission: 'content.read' } }, async () =>
    ok(await getSiteLinks(app.db)),
  );
  typed.put(
    '/wps/admin/content/links',
    { config: { permission: 'content.manage' }, schema: { body: adminSiteLinksSchema } },
    async (req) => ok(await saveSiteLinks(app.db, req, req.body)),
  );
}
