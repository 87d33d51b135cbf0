import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@site/shared/schemas';
import { contentAssetParamsSchema } from '@site/shared/schemas/operator';
import { AppError } from '../../errors';
import { IMMUTABLE } from '../hosting/cache-policy';
import { findAsset } from './content-admin.repository';

/**
 * Uploaded pictures, public (home's banners): the URL is the sha256 of the bytes, so an answer never changes and
 * browsers and CDNs keep it a year. Served from the database, so every process behind the balancer has it.
 */
export async function contentAssetRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/wps/assets/content/:file',
    { schema: { params: contentAssetParamsSchema } },
    async (request, reply) => {
      const { file } = request.params;
      const asset = await findAsset(app.db, file);
      if (!asset) throw new AppError(404, ERROR_CODES.NOT_FOUND, 'No such picture');
      return reply
        .type(asset.mime_type)
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(asset.data));
    },
  );
}
