import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { BOOT_FRAME_LANGUAGE_SCRIPT } from '@site/shared/platform';
import { publish, rollback } from '../../src/modules/releases/release.service';
import { setStatus } from '../../src/modules/system/system.service';
import { DOCUMENT_ONLY_HEADERS } from '../../src/plugins/security-headers';
import { BOOT_SCRIPT, makeRegistry, type RegistryWorkspace, writeFakeBuild } from '../releases/fake-build';

let ws: RegistryWorkspace;
let app: FastifyInstance;
let lobbyChunk: string;

beforeAll(async () => {
  ws = await makeRegistry();
  app = ws.app;
  await writeFakeBuild(ws.repoRoot, 'shell', 'shell-1');
  await publish(ws.ctx, 'shell', { version: 's1' });
  await writeFakeBuild(ws.repoRoot, 'mfe-lobby', 'lobby-1');
  await publish(ws.ctx, 'mfe-lobby', { version: 'v1' });
  await ws.manifest();
  const entry = await app.inject({ url: '/releases/mfe-lobby/v1/remoteEntry.js' });
  lobbyChunk = /"(static\/main\.[0-9a-f]+\.js)"/.exec(entry.body)?.[1] ?? '';
});
afterAll(async () => {
  await ws.cleanup();
});

describe('release manifest', () => {
  it('is served no-cache and follows a rollback without a restart', async () => {
    await writeFakeBuild(ws.repoRoot, 'mfe-lobby', 'lobby-2');
    await publish(ws.ctx, 'mfe-lobby', { version: 'v2' });
    const live = await app.inject({ url: '/releases/manifest.json' });
    expect(live.headers['cache-control']).toBe('no-cache');
    expect(live.json().remotes.mfe_lobby).toMatchObject({
      version: 'v2',
      entry: '/releases/mfe-lobby/v2/mf-manifest.json',
    });
    await rollback(ws.ctx, 'mfe-lobby');
    const back = await app.inject({ url: '/releases/manifest.json' });
    expect(back.json().remotes.mfe_lobby.version).toBe('v1');
    expect(back.json().shell.version).toBe('s1');
  });
});

describe('versioned assets', () => {
  it('are immutable for a year', async () => {
    const res = await app.inject({ url: '/releases/mfe-lobby/v1/mf-manifest.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('are served precompressed to clients that accept it', async () => {
    const plain = await app.inject({ url: `/releases/mfe-lobby/v1/${lobbyChunk}` });
    const br = await app.inject({
      url: `/releases/mfe-lobby/v1/${lobbyChunk}`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await app.inject({
      url: `/releases/mfe-lobby/v1/${lobbyChunk}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('never expose the audit log, the lock or unknown paths', async () => {
    for (const url of [
      '/releases/audit.log',
      '/releases/mfe-lobby/',
      '/releases/unknown/v1/x.js',
      '/releases/mfe-lobby/v1/nope.js',
    ]) {
      const res = await app.inject({ url });
      expect([res.statusCode, url]).toEqual([404, url]);
    }
  });
});

describe('live shell at /', () => {
  it('serves index.html, never kept by a shared cache and revalidated, for / and every client-side route (history fallback)', async () => {
    for (const url of ['/', '/index.html', '/lobby/slots', '/member/profile?tab=1']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.body).toContain('shell-1');
      expect(res.headers['content-security-policy']).toContain("script-src 'self' 'sha256-");
    }
  });

  it("allows the page's own inline boot script by hash in the CSP, and nothing else inline", async () => {
    const res = await app.inject({ url: '/' });
    const hash = createHash('sha256').update(BOOT_SCRIPT).digest('base64');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("frame-src 'self'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).not.toContain("'unsafe-eval'");
  });

  it('serves the shell files content-hashed as immutable and 404s missing files', async () => {
    const index = (await app.inject({ url: '/' })).body;
    const chunk = /src="(\/static\/main\.[0-9a-f]+\.js)"/.exec(index)?.[1] ?? 'missing';
    const res = await app.inject({ url: chunk });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ url: '/missing.png' })).statusCode).toBe(404);
  });

  it('leaves /wps/ to the API: unknown API paths are JSON 404s, not the shell', async () => {
    const res = await app.inject({ url: '/wps/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('sends security headers', async () => {
    const res = await app.inject({ url: '/releases/manifest.json' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it("keeps a document's headers off scripts, and validators off files that never change", async () => {
    const page = await app.inject({ url: '/' });
    for (const name of DOCUMENT_ONLY_HEADERS) expect(page.headers[name]).toBeDefined();
    expect(page.headers['referrer-policy']).toBe('no-referrer');

    const chunk = /src="(\/static\/main\.[0-9a-f]+\.js)"/.exec(page.body)?.[1] ?? 'missing';
    const script = await app.inject({ url: chunk });
    expect(script.statusCode).toBe(200);
    for (const name of [...DOCUMENT_ONLY_HEADERS, 'referrer-policy', 'etag', 'last-modified']) {
      expect({ name, value: script.headers[name] }).toEqual({ name, value: undefined });
    }
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');

    // An API answer is not a subresource: a player who opens it in a tab gets every header.
    const api = await app.inject({ url: '/wps/nope' });
    for (const name of DOCUMENT_ONLY_HEADERS) expect(api.headers[name]).toBeDefined();
  });
});

describe('answers in the page (docs/performance.md "Answers in the page")', () => {
  const bootOf = (html: string) => {
    const json = /<script id="site-boot-answers" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    if (!json) throw new Error('the page carries no answers');
    return JSON.parse(json) as { language: string; answers: Record<string, unknown>; releases: unknown };
  };
  const HOST = 'play.example.test';

  it("carries exactly what the first screen's public GETs answer, and the live release manifest", async () => {
    const page = await app.inject({ url: '/', headers: { host: HOST } });
    const boot = bootOf(page.body);
    expect(boot.language).toBe('en');
    const keys = [
      '/wps/system/status',
      `/wps/system/whitelabel?url=${HOST}`,
      '/wps/games/vendors?platform=html5-desktop',
      '/wps/system/banners?group=home',
    ];
    expect(Object.keys(boot.answers).sort()).toEqual([...keys].sort());
    for (const url of keys) {
      const direct = await app.inject({ url, headers: { host: HOST, 'accept-language': 'en' } });
      expect(boot.answers[url]).toEqual(direct.json());
    }
    expect(boot.releases).toEqual((await app.inject({ url: '/releases/manifest.json' })).json());
  });

  it("carries the banners of the page's own group, and none where the page shows no banner", async () => {
    expect(Object.keys(bootOf((await app.inject({ url: '/register' })).body).answers)).toContain(
      '/wps/system/banners?group=w_reg',
    );
    const lottery = bootOf((await app.inject({ url: '/lottery' })).body);
    expect(Object.keys(lottery.answers).some((key) => key.startsWith('/wps/system/banners'))).toBe(false);
  });

  it("names the first banner's picture in the Link header, and no banner text can break out of the page's JSON", async () => {
    const title = "</script><script>alert(1)</script> $& $'";
    await app.db
      .insertInto('banner')
      .values({
        group_name: 'home',
        title,
        linkage_type: 'NONE',
        linkage: null,
        sort: 0,
        color: '#111',
        color2: '#222',
      })
      .execute();
    try {
      const page = await app.inject({ url: '/' });
      const banners = bootOf(page.body).answers['/wps/system/banners?group=home'] as {
        value: { url: string; title: string }[];
      };
      expect(banners.value.map((b) => b.title)).toEqual([title]);
      expect(page.body).not.toContain('<script>alert(1)');
      expect(page.headers.link).toContain(
        `<${banners.value[0]?.url}>; rel=preload; as=image; fetchpriority=high`,
      );
    } finally {
      await app.db.deleteFrom('banner').where('title', '=', title).execute();
    }
  });

  it('is compressed as the browser accepts', async () => {
    const res = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('site-boot-answers');
  });
});

describe('the first screen frame (docs/performance.md "First screen in the page")', () => {
  const TITLES = ['Frame banner one', 'Frame banner two'];
  beforeAll(async () => {
    await app.db
      .insertInto('banner')
      .values(
        TITLES.map((title, sort) => ({
          group_name: 'home',
          title,
          linkage_type: 'NONE',
          linkage: null,
          sort,
          color: '#111',
          color2: '#222',
        })),
      )
      .execute();
  });
  afterAll(async () => {
    await app.db.deleteFrom('banner').where('title', 'in', TITLES).execute();
  });
  const frameOf = (html: string) =>
    /<body><div id="boot-frame" class="boot-frame" aria-hidden="true">(.*?)<\/div><\/div><div id="root">/.exec(
      html,
    )?.[1];

  it("draws the header bar and the first banners of the page's group before the shell's root, hidden from assistive tech", async () => {
    const page = await app.inject({ url: '/' });
    const banners = (
      await app.inject({ url: '/wps/system/banners?group=home', headers: { 'accept-language': 'en' } })
    ).json() as {
      value: { url: string }[];
    };
    expect(banners.value).toHaveLength(2);
    const frame = frameOf(page.body);
    expect(frame).toBeDefined();
    const pictures = [...(frame ?? '').matchAll(/<img src="([^"]+)" alt=""/g)].map((m) => m[1]);
    expect(pictures).toEqual(banners.value.slice(0, 4).map((b) => b.url.replace(/&/g, '&amp;')));
    expect(frame).toContain('fetchpriority="high"');
    expect(page.body).toMatch(/<head>.*<style>.*\.boot-frame\{.*<\/style>.*<\/head>/s);
  });

  it("allows the frame's pre-paint language rule by hash in the CSP", async () => {
    const page = await app.inject({ url: '/' });
    expect(page.body).toContain(`<script>${BOOT_FRAME_LANGUAGE_SCRIPT}</script>`);
    const hash = createHash('sha256').update(BOOT_FRAME_LANGUAGE_SCRIPT).digest('base64');
    expect(String(page.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
  });

  it('is left out where the page shows no banner, and while the site is closed for maintenance', async () => {
    expect(frameOf((await app.inject({ url: '/lottery' })).body)).toBeUndefined();
    expect((await app.inject({ url: '/lottery' })).body).not.toContain('boot-frame');
    await setStatus(app.db, { mode: 'maintenance', until: '2099-01-01T00:00:00.000Z' });
    try {
      expect((await app.inject({ url: '/' })).body).not.toContain('id="boot-frame"');
    } finally {
      await setStatus(app.db, { mode: 'normal' });
    }
    expect(frameOf((await app.inject({ url: '/' })).body)).toBeDefined();
  });
});

describe('health', () => {
  it('reports the database', async () => {
    const res = await app.inject({ url: '/wps/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, value: { status: 'ok', db: 'ok' } });
  });
});

describe('source maps (issue: accounts hold against abuse, finding 9)', () => {
  it('are published with a release but never served to browsers, only to operators with the admin token', async () => {
    const remoteMap = `/releases/mfe-lobby/v1/${lobbyChunk}.map`;
    expect((await app.inject({ url: remoteMap })).statusCode).toBe(404);
    const operator = await app.inject({
      url: remoteMap,
      headers: { 'x-admin-token': app.config.ADMIN_TOKEN },
    });
    expect([operator.statusCode, operator.json().sources]).toEqual([200, ['secret-source.ts']]);
    expect(
      (await app.inject({ url: remoteMap, headers: { 'x-admin-token': 'wrong-token-0123456789' } }))
        .statusCode,
    ).toBe(404);

    const shellEntry = await app.inject({ url: '/' });
    const shellChunk = /static\/main\.[0-9a-f]+\.js/.exec(shellEntry.body)?.[0];
    expect(shellChunk).toBeDefined();
    expect((await app.inject({ url: `/${shellChunk}` })).statusCode).toBe(200);
    expect((await app.inject({ url: `/${shellChunk}.map` })).statusCode).toBe(404);
    expect((await app.inject({ url: `/${shellChunk}.MAP` })).statusCode).toBe(404);
  });
});

describe('preload links of a page', () => {
  const liveLobby = async () =>
    (await app.inject({ url: '/releases/manifest.json' })).json().remotes.mfe_lobby.version;

  it('name the live entry of the remote that owns the path, manifest and script', async () => {
    const version = await liveLobby();
    for (const url of ['/', '/rng', '/game/x?id=1']) {
      const page = await app.inject({ url });
      expect(page.statusCode).toBe(200);
      expect(page.headers.link).toBe(
        `</releases/mfe-lobby/${version}/mf-manifest.json>; rel=preload; as=fetch; crossorigin, ` +
          `</releases/mfe-lobby/${version}/remoteEntry.js>; rel=preload; as=script`,
      );
      // The links point at files that are served.
      const script = await app.inject({ url: `/releases/mfe-lobby/${version}/remoteEntry.js` });
      expect(script.statusCode).toBe(200);
    }
  });

  it('follow a publish and a rollback without a restart', async () => {
    const before = await liveLobby();
    await writeFakeBuild(ws.repoRoot, 'mfe-lobby', 'lobby-3');
    await publish(ws.ctx, 'mfe-lobby', { version: 'v3' });
    expect((await app.inject({ url: '/' })).headers.link).toContain('/releases/mfe-lobby/v3/remoteEntry.js');
    await rollback(ws.ctx, 'mfe-lobby');
    expect((await app.inject({ url: '/' })).headers.link).toContain(
      `/releases/mfe-lobby/${before}/remoteEntry.js`,
    );
  });

  it('are absent where no released remote owns the path', async () => {
    // /register is the shell's own page; the lottery remote is not published in this workspace.
    for (const url of ['/register', '/lottery']) {
      const page = await app.inject({ url });
      expect(page.statusCode).toBe(200);
      expect([url, page.headers.link]).toEqual([url, undefined]);
    }
  });
});
