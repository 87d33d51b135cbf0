import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../helpers/test-app';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

type Doc = {
  openapi: string;
  paths: Record<
    string,
    Record<string, { parameters?: { in: string; name: string }[]; requestBody?: unknown }>
  >;
};

async function document(): Promise<Doc> {
  const res = await app.inject({ url: '/wps/openapi.json' });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Fastify writes `/a/:id`, OpenAPI `/a/{id}`. */
const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('GET /wps/openapi.json', () => {
  it('lists every registered /wps route with its method', async () => {
    const doc = await document();
    expect(doc.openapi).toMatch(/^3\./);
    const wps = app.registeredRoutes.filter((r) => r.url.startsWith('/wps/') && r.method !== 'HEAD');
    expect(wps.length).toBeGreaterThan(40);
    const missing = wps.filter((r) => !doc.paths[toOpenApiPath(r.url)]?.[r.method.toLowerCase()]);
    expect(missing).toEqual([]);
    // Nothing but /wps calls: the shell's and remotes' hosting routes are not part of the API.
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith('/wps/'))).toEqual([]);
  });

  it('describes request payloads from the shared zod schemas', async () => {
    const doc = await document();
    expect(doc.paths['/wps/telemetry/remote-error']?.post?.requestBody).toBeDefined();
    const list = doc.paths['/wps/games/list']?.get?.parameters ?? [];
    expect(list.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(
      expect.arrayContaining(['pageNo']),
    );
    // The vendors' seamless-wallet callbacks are documented too (their answers keep the aggregator convention).
    for (const action of ['balance', 'debit', 'credit', 'rollback']) {
      expect(doc.paths[`/wps/seamless/{vendor}/${action}`]?.post?.requestBody).toBeDefined();
    }
  });

  it('a seamless callback with a bad body still answers in the aggregator convention, not 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/wps/seamless/DEMO/debit',
      payload: { amount: 'lots' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'INVALID_SIGNATURE' });
  });
});

describe('route schema validation keeps the established error envelope', () => {
  it.each([
    ['POST', '/wps/telemetry/remote-error', { remote: 'mfe_lobby' }],
    ['POST', '/wps/session/login', { type: 'nope' }],
    ['GET', '/wps/games/list?pageNo=zero', undefined],
  ])('%s %s with a bad payload answers 400 VALIDATION_FAILED with issues', async (method, url, payload) => {
    const res = await app.inject({ method: method as 'GET' | 'POST', url, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: 'Invalid request' });
    expect(body.value.issues.length).toBeGreaterThan(0);
    expect(body.value.issues[0]).toEqual({ path: expect.any(String), message: expect.any(String) });
  });
});
