import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cohortIdOf, readCohortId } from './cohort';
import type { Viewer } from './live-registry';
import { previewKey, previewOf } from './preview';

const keys = new WeakMap<FastifyInstance, Buffer>();

/**
 * Who asks for a page or the manifest: their cohort id (the cookie is set only while a canary runs: no canary, no
 * cookie) and the preview they are pinned to.
 */
export async function viewerOf(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<Viewer> {
  let key = keys.get(app);
  if (!key) {
    key = previewKey(app.config.ADMIN_TOKEN);
    keys.set(app, key);
  }
  const preview = previewOf(request, reply, key, Date.now());
  const state = await app.releases.registry.current();
  const cohortId = state.canaryRunning ? cohortIdOf(request, reply) : readCohortId(request);
  return { cohortId, preview };
}
