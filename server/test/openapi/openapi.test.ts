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
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: unknown;
        responses: Record<string, { $ref?: string; content?: Record<string, { schema: unknown }> }>;
      }
    >
  >;
  components: { responses: Record<string, unknown>; schemas: Record<string, unknown> };
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

describe('the document declares answers', () => {
  it('every registered /wps route has a success response schema (a new route without one fails)', async () => {
    const doc = await document();
    const wps = app.registeredRoutes.filter((r) => r.url.startsWith('/wps/') && r.method !== 'HEAD');
    const without = wps
      .map((r) => `${r.method} ${toOpenApiPath(r.url)}`)
      .filter((key) => {
        const [method, path] = key.split(' ') as [string, string];
        return !doc.paths[path]?.[method.toLowerCase()]?.responses['200']?.content;
      });
    // A new route must come with its success schema: `schema.response` on the route, or its value in
    // http/response-contract.ts (SUCCESS_VALUES, UNENVELOPED_ANSWERS, NON_JSON_ANSWERS).
    expect([...new Set(without)]).toEqual([]);
  });

  it('every operation references the shared error responses, declared once with the envelope and the catalogue', async () => {
    const doc = await document();
    expect(Object.keys(doc.components.responses)).toEqual(
      expect.arrayContaining([
        'Error400',
        'Error401',
        'Error403',
        'Error404',
        'Error409',
        'Error413',
        'Error415',
        'Error429',
      ]),
    );
    const envelope = doc.components.schemas.ErrorEnvelope as { properties: { code: { enum: string[] } } };
    expect(envelope.properties.code.enum).toEqual(
      expect.arrayContaining(['VALIDATION_FAILED', 'MALFORMED_URL', 'NOT_FOUND']),
    );
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect([path, method, operation.responses['400']]).toEqual([
          path,
          method,
          { $ref: '#/components/responses/Error400' },
        ]);
        // Every error answer is a reference to the one shared declaration (health's 503 is its report, not an error).
        for (const [status, response] of Object.entries(operation.responses)) {
          if (Number(status) >= 400 && `${method} ${path}` !== 'get /wps/health')
            expect(response).toEqual({ $ref: `#/components/responses/Error${status}` });
        }
      }
    }
  });

  it('each operation declares only the error statuses it can answer', async () => {
    const doc = await document();
    const statuses = (path: string, method: string) =>
      Object.keys(doc.paths[path]![method]!.responses).filter((s) => Number(s) >= 400);
    // A public read without parameters: no login, no id, no body.
    expect(statuses('/wps/system/whitelabel', 'get')).toEqual(['400']);
    // Behind a session, with an id in the path and a body.
    expect(statuses('/wps/promotions/{id}/claim', 'post')).toEqual(
      expect.arrayContaining(['400', '401', '403', '404', '409', '413', '414', '415']),
    );
    // A GET takes no body: no 413/415; a session-less one no 401.
    expect(statuses('/wps/games/list', 'get')).not.toEqual(expect.arrayContaining(['413']));
    expect(statuses('/wps/system/banners', 'get')).not.toContain('401');
    // Health's 503 is its own report (database down), the same schema as its 200.
    const health = doc.paths['/wps/health']!.get!.responses;
    expect(health['503']).toEqual(health['200']);
    // An operator call refuses without the token.
    expect(statuses('/wps/admin/withdrawals/pending', 'get')).toContain('401');
    // Operations differ: the document is not one list copied onto every operation.
    const distinct = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.keys(ops).map((method) => statuses(path, method).join(',')),
      ),
    );
    expect(distinct.size).toBeGreaterThan(5);
  });

  it('documents a success answer from the schema the front end parses, and the vendor callbacks in their own format', async () => {
    const doc = await document();
    const promotion = doc.paths['/wps/promotions/{id}']!.get!.responses['200']!.content!['application/json']!
      .schema as {
      properties: Record<string, { enum?: unknown[] }>;
    };
    expect(promotion.properties.success).toEqual({ type: 'boolean', enum: [true] });
    expect(promotion.properties.value).toMatchObject({ type: 'object' });
    const seamless = doc.paths['/wps/seamless/{vendor}/debit']!.post!.responses['200']!.content![
      'application/json'
    ]!.schema as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(seamless.properties)).toEqual(expect.arrayContaining(['status', 'balance']));
    expect(seamless.properties.success).toBeUndefined();
  });

  it('documents the request body of the calls that parse it in their handler', async () => {
    const doc = await document();
    for (const path of [
      '/wps/v2/withdrawals',
      '/wps/v2/payments/deposits',
      '/wps/v2/transfer-wallets/transfer',
      '/wps/game/launchGame',
    ]) {
      expect([path, doc.paths[path]?.post?.requestBody]).toEqual([
        path,
        expect.objectContaining({ content: expect.any(Object) }),
      ]);
    }
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
