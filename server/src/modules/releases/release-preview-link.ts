import type { FastifyInstance, FastifyRequest } from 'fastify';
import { previewKey, PREVIEW_PARAM, PREVIEW_TTL_MS, signPreview } from './preview';
import { requireVersion } from './release-pointer';

/** A signed link (24 h) that pins the browser opening it to `version` of `app`, for that app only. */
export async function makePreviewLink(app: FastifyInstance, request: FastifyRequest, releaseApp: string, version: string) {
  await requireVersion(app.db, releaseApp, version);
  const expiresAt = Date.now() + PREVIEW_TTL_MS;
  const token = signPreview(previewKey(app.config.ADMIN_TOKEN), { app: releaseApp, version, expiresAt });
  const origin = `${request.protocol}://${request.headers.host ?? 'localhost'}`;
  return { url: `${origin}/?${PREVIEW_PARAM}=${encodeURIComponent(token)}`, expiresAt: new Date(expiresAt).toISOString() };
}
