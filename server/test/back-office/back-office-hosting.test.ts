import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../helpers/test-app';

/** The back office is served under /bo/ from its build, with its own strict CSP and noindex (docs/back-office.md). */
describe('back-office hosting', () => {
  let app: FastifyInstance;
  let root: string;
  const INDEX =
    '<!doctype html><html><head><meta name="robots" content="noindex"></head><body><div id="root"></div><script defer src="/bo/main.0123456789.js"></script></body></html>';
  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'bo-hosting-'));
    const dist = path.join(root, 'backoffice', 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, 'main.0123456789.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'main.0123456789.js.map'), '{}');
    app = await createTestApp({ repoRoot: root });
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each(['/bo/', '/bo/withdrawals', '/bo/enrol?token=abc', '/bo/members/12'])(
    '%s answers the app page with a strict CSP and noindex',
    async (url) => {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(INDEX);
      expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
      const csp = String(answer.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|sha256)/);
      expect(csp).toContain("frame-ancestors 'none'");
    },
  );

  it('serves its hashed files immutable, never source maps, and sends /bo to /bo/', async () => {
    const script = await app.inject({ method: 'GET', url: '/bo/main.0123456789.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toContain('immutable');
    expect(script.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect((await app.inject({ method: 'GET', url: '/bo/main.0123456789.js.map' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/bo/missing.js' })).statusCode).toBe(404);
    const bare = await app.inject({ method: 'GET', url: '/bo' });
    expect(bare.statusCode).toBe(308);
    expect(bare.headers.location).toBe('/bo/');
  });
});
