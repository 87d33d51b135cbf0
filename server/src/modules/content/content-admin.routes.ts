import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminBannerCreateSchema,
  adminBannerEditSchema,
  adminBannerMoveSchema,
  adminBannerParamsSchema,
} from '@site/shared/schemas/operator';
import { ok } from '../../http/reply';
import {
  createBanner,
  deleteBannerById,
  editBanner,
  listAdminBanners,
  moveBanner,
} from './content-admin.service';

/**
 * A body with a picture: 1 MB of bytes is ~1.4 MB of base64. The app's 1 MB limit would refuse it before the
 * service could say CONTENT_IMAGE_TOO_LARGE, so these two calls allow 2 MB of JSON.
 */
const UPLOAD_BODY_LIMIT = 2 * 1024 * 1024;

/** The back office's banners (docs/back-office.md "Content"): `content.read` sees, `content.manage` changes. */
export async function contentAdminRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get('/wps/admin/content/banners', { config: { permission: 'content.read' } }, async () =>
    ok(await listAdminBanners(app.db, await app.clock.now())),
  );
  typed.post(
    '/wps/admin/content/banners',
    {
      config: { permission: 'content.manage' },
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: { body: adminBannerCreateSchema },
    },
    async (req) => ok(await createBanner(app.db, req, req.body, await app.clock.now())),
  );
  typed.patch(
    '/wps/admin/content/banners/:id',
    {
      config: { permission: 'content.manage' },
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: { params: adminBannerParamsSchema, body: adminBannerEditSchema },
    },
    async (req) => ok(await editBanner(app.db, req, req.params.id, req.body, await app.clock.now())),
  );
  typed.delete(
    '/wps/admin/content/banners/:id',
    { config: { permission: 'content.manage' }, schema: { params: adminBannerParamsSchema } },
    async (req) => ok(await deleteBannerById(app.db, req, req.params.id, await app.clock.now())),
  );
  typed.post(
    '/wps/admin/content/banners/:id/move',
    {
      config: { permission: 'content.manage' },
      schema: { params: adminBannerParamsSchema, body: adminBannerMoveSchema },
    },
    async (req) =>
      ok(await moveBanner(app.db, req, req.params.id, req.body.direction, await app.clock.now())),
  );
}
