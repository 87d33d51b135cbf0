import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SEPARATE_HOSTS } from '@site/shared/platform';
import { buildBackOfficeCsp } from '../../plugins/content-security-policy';
import { cacheControlFor, NO_CACHE } from '../hosting/cache-policy';
import { sendHtml } from '../hosting/send-html';

const BACK_OFFICE = SEPARATE_HOSTS.find((host) => host.app === 'backoffice');
/** `/bo/` from the apps registry (shared/src/platform/apps.cjs). */
export const BACK_OFFICE_PATH = BACK_OFFICE?.servedAt ?? '/bo/';
const CSP = buildBackOfficeCsp();
/** Search engines stay out of staff pages (the page also says so in a meta tag). */
const ROBOTS = 'noindex, nofollow';

/**
 * Serves the back office's build (backoffice/dist) under /bo/: its files, and its index.html for every other path
 * (client-side routes). It has no release of its own yet: the build on disk is what is served
 * (docs/back-office.md "Hosting"). Registered before the player site's hosting, whose `/*` would otherwise answer.
 */
export async function backOfficeHosting(app: FastifyInstance): Promise<void> {
  const root = path.join(app.config.repoRoot, BACK_OFFICE?.app ?? 'backoffice', 'dist');
  await app.register(fastifyStatic, { root, serve: false, cacheControl: false, index: false });
  // Read per request (a small file, staff traffic): a rebuild is served at once, without a restart.
  const readIndex = () => fs.readFile(path.join(root, 'index.html'), 'utf8');
  const prefix = BACK_OFFICE_PATH.replace(/\/$/, '');

  app.addHook('onSend', async (request, reply) => {
    if (request.url === prefix || request.url.startsWith(BACK_OFFICE_PATH))
      reply.header('x-robots-tag', ROBOTS);
  });
  app.get(prefix, async (_request, reply) => reply.redirect(BACK_OFFICE_PATH, 308));
  app.get(`${BACK_OFFICE_PATH}*`, async (request, reply: FastifyReply) => {
    const rest = (request.params as { '*': string })['*'] ?? '';
    const lastSegment = rest.slice(rest.lastIndexOf('/') + 1);
    if (lastSegment.includes('.') && lastSegment !== 'index.html') {
      if (rest.split('/').includes('..') || rest.endsWith('.map')) return reply.callNotFound();
      reply.header('cache-control', cacheControlFor(request.url, rest));
      return reply.sendFile(rest, root);
    }
    let html: string;
    try {
      html = await readIndex();
    } catch {
      return reply
        .code(503)
        .header('cache-control', NO_CACHE)
        .type('text/html; charset=utf-8')
        .send(NOT_BUILT_PAGE);
    }
    reply.header('content-security-policy', CSP);
    return sendHtml(request, reply, html);
  });
}

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<title>Back office not built</title></head><body><h1>The back office is not built</h1>
<p>Run <code>node scripts/build.mjs backoffice</code>.</p></body></html>`;
