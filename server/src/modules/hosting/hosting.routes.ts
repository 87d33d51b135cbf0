import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RELEASE_APPS } from '../releases/release-apps';
import { publishMissing } from '../releases/release.service';
import { versionDir } from '../releases/release-cache';
import { viewerOf } from '../releases/viewer';
import { buildCsp, inlineScriptHashes } from '../../plugins/content-security-policy';
import { cacheControlFor, NO_CACHE } from './cache-policy';
import { bootPayloadScript } from '@site/shared/platform';
import { bootBannerPictures, createBootAnswers } from './boot-answers';
import { BOOT_FRAME_SCRIPT_TAG, bootFrame } from './boot-frame';
import { createPreloadLinks } from './preload-links';
import { sendHtml } from './send-html';
import { hasAdminToken } from '../../plugins/admin-auth';

/** Only `<app>/<version>/<file>` is public under /releases/: never the audit log, lock or staging folders. */
const PUBLIC_RELEASE_PATH = new RegExp(`^/(${RELEASE_APPS.join('|')})/[A-Za-z0-9][^/]*/[^.].*$`);

/**
 * Serves the site on one port: the release manifest (`no-cache`), every published version under
 * `/releases/<app>/<version>/` (immutable), and the LIVE shell at `/` with an HTML history
 * fallback. The live shell is looked up per request, so `release rollback shell` needs no restart.
 * Registered last: `/wps/...` routes are more specific and win over the `/*` fallback.
 */
export async function hostingRoutes(app: FastifyInstance): Promise<void> {
  const { RELEASES_DIR: releasesDir } = app.config;
  await fs.mkdir(releasesDir, { recursive: true });
  // Started by startFirstPublish (app.ts) before this plugin; it never rejects.
  const firstPublish = app.siteReady;
  const { registry, cache } = app.releases;
  // Copying six builds can outlast fastify's plugin timeout on a busy box, so it runs in the
  // background and the first requests wait for it instead of seeing an empty site. The manifest is the one of this
  // browser's canary cohorts and preview (viewer.ts): when it is personal, no cache may keep it for another browser.
  const readLive = async (request: FastifyRequest, reply: FastifyReply) => {
    await firstPublish;
    const live = await registry.manifestFor(await viewerOf(app, request, reply));
    return live;
  };
  app.addHook('onClose', async () => {
    await firstPublish;
  });
  const preloadLinks = createPreloadLinks(releasesDir);
  const bootAnswers = createBootAnswers(app);
  const shellIndex = createIndexReader();
  // Source maps are published beside each release for operators (full sources): browsers never get them.
  const isOperator = (request: FastifyRequest) => hasAdminToken(app, request);

  await app.register(fastifyStatic, {
    root: releasesDir,
    prefix: '/releases/',
    preCompressed: true,
    cacheControl: false,
    index: false,
    redirect: false,
    // sendFile() for the shell passes the version folder as root; /releases/ URLs pass releasesDir.
    allowedPath: (pathName, root, request) =>
      (root !== releasesDir || PUBLIC_RELEASE_PATH.test(pathName)) &&
      (!isSourceMap(pathName) || isOperator(request)),
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(reply.request.url, filePath));
    },
  });

  // A version not on this server's disk yet (a preview, an older one asked for by a page loaded before a rollback)
  // is copied from the registry before @fastify/static looks for it.
  app.addHook('onRequest', async (request) => {
    const match = RELEASE_FILE_URL.exec(request.url);
    if (match?.[1] && match[2]) await cache.ensure(match[1], decodeSegment(match[2]));
  });

  app.get('/releases/manifest.json', async (request, reply) => {
    const live = await readLive(request, reply);
    if (live.personal) reply.header('cache-control', PERSONAL).header('vary', 'cookie');
    else reply.header('cache-control', NO_CACHE);
    return reply.type('application/json; charset=utf-8').send(live.text);
  });

  app.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = decodePath(request.url);
    if (pathname === null || isReserved(pathname)) return reply.callNotFound();
    const answer = await readLive(request, reply);
    const live = answer.manifest;
    const shell = live.shell;
    if (!shell) {
      return reply
        .code(503)
        .header('cache-control', NO_CACHE)
        .type('text/html; charset=utf-8')
        .send(NOT_LIVE_PAGE);
    }
    const root = versionDir(releasesDir, 'shell', shell.version);
    const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
    // A path that names a file is served or 404s; anything else is a client-side route.
    if (isSourceMap(pathname) && !isOperator(request)) return reply.callNotFound();
    if (lastSegment.includes('.') && lastSegment !== 'index.html')
      return reply.sendFile(pathname.slice(1), root);
    const index = await shellIndex(path.join(root, 'index.html'));
    reply.header('content-security-policy', index.csp);
    // The page carries the answers of its first screen's public GETs and the live release manifest (boot-answers.ts).
    const boot = await bootAnswers(request, pathname, live);
    const bannerPictures = bootBannerPictures(boot);
    const banner = bannerPictures[0];
    const links = [
      await preloadLinks(live, pathname),
      banner && `<${banner}>; rel=preload; as=image; fetchpriority=high`,
    ];
    if (links.some(Boolean)) reply.header('link', links.filter(Boolean).join(', '));
    // The first screen's frame: its header bar and banners drawn by the page before the shell runs (boot-frame.ts).
    const frame = bootFrame(boot, bannerPictures);
    // Functions, not strings: `$&` or `$'` in an operator's text must not be read as replacement patterns.
    const html = index.html
      .replace('</head>', () => `${frame?.head ?? ''}${bootPayloadScript(boot)}</head>`)
      .replace('<body>', () => `<body>${frame?.body ?? ''}`);
    return sendHtml(request, reply, html, answer.personal);
  });
}

/**
 * A shell version's index.html and its CSP (its inline scripts, and the first screen frame's, allowed by hash), read
 * once per version: published versions never change.
 */
function createIndexReader(): (indexFile: string) => Promise<{ html: string; csp: string }> {
  const cache = new Map<string, Promise<{ html: string; csp: string }>>();
  return (indexFile) => {
    let index = cache.get(indexFile);
    if (!index) {
      index = fs
        .readFile(indexFile, 'utf8')
        .then((html) => ({ html, csp: buildCsp(inlineScriptHashes(html + BOOT_FRAME_SCRIPT_TAG)) }));
      index.catch(() => cache.delete(indexFile));
      cache.set(indexFile, index);
    }
    return index;
  };
}

/**
 * The first start's publish of every app with nothing live (release.service.ts `publishMissing`), run in the
 * background. The promise settles once the site serves its current builds: requests wait for it, and main.ts prints
 * "Site ready" only after it (docs/architecture.md "Releases and hosting"). Settles at once when there is nothing to publish on start.
 */
export async function startFirstPublish(app: FastifyInstance): Promise<void> {
  const { RELEASES_DIR: releasesDir, PUBLISH_ON_START, NODE_ENV, repoRoot } = app.config;
  await fs.mkdir(releasesDir, { recursive: true });
  // Tests build many apps against the repo's default RELEASES_DIR: they must not publish into it.
  if (!(PUBLISH_ON_START ?? NODE_ENV !== 'test')) return;
  try {
    const published = await publishMissing({ db: app.db, repoRoot, by: 'server-first-start' });
    if (published.length > 0) app.log.info({ published }, 'first start: published the current builds');
  } catch (err) {
    app.log.error({ err }, 'first start: publishing the current builds failed; run `pnpm release status`');
  }
}

/** A canary or preview manifest: this browser's own, never stored (a back button must not show another cohort's). */
const PERSONAL = 'private, no-store';
const RELEASE_FILE_URL = new RegExp(`^/releases/(${RELEASE_APPS.join('|')})/([A-Za-z0-9][^/?#]*)/`);

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const isSourceMap = (pathname: string) => pathname.toLowerCase().endsWith('.map');

function decodePath(url: string): string | null {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    return null;
  }
}

function isReserved(pathname: string): boolean {
  return (
    pathname === '/wps' ||
    pathname.startsWith('/wps/') ||
    pathname === '/releases' ||
    pathname.startsWith('/releases/')
  );
}

const NOT_LIVE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not published</title></head>
<body><h1>No shell version is live</h1><p>Build and publish it: <code>pnpm build</code>, then
<code>pnpm release publish shell</code> (or restart the server to publish the current builds).</p></body></html>`;

declare module 'fastify' {
  interface FastifyInstance {
    /** Settles when the first start's publish is done and the site serves its builds (startFirstPublish). */
    siteReady: Promise<void>;
  }
}
