import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REQUEST_BODIES, failureEnvelope, operationKey } from '../../http/response-contract';

export const OPENAPI_PATH = '/wps/openapi.json';

/**
 * The error answers every operation may give, declared once under `components.responses` and referenced by each
 * operation: the platform's own (400 validation / malformed address or body, 404 unknown address or id, 413/415
 * body too large or of a wrong type on calls that take one, 429 limits) and the business errors of the catalogue
 * (401 not logged in or no operator token, 403 not allowed, 409 state conflicts, 422 rules not met, 503
 * maintenance). The `code` of each is one of `ERROR_CODES` (docs/architecture.md "HTTP API").
 */
const ERROR_RESPONSES: Record<string, string> = {
  400: 'Invalid request: VALIDATION_FAILED (value.issues), MALFORMED_JSON, MALFORMED_URL, INVALID_INPUT_VALUE, or a business code',
  401: 'Not logged in (NOT_LOGGED_IN), no valid operator token (ADMIN_UNAUTHORIZED), or a failed credential check',
  403: 'Not allowed for this account or region',
  404: 'Unknown address (NOT_FOUND) or no such resource',
  409: 'Conflicts with the current state (already claimed, decided, taken …)',
  413: 'Request body too large (PAYLOAD_TOO_LARGE)',
  414: 'A path segment is too long (URL_TOO_LONG)',
  415: 'Unsupported content type (UNSUPPORTED_MEDIA_TYPE)',
  422: 'A business rule is not met (amount out of range, requirement not met …)',
  429: 'Too many requests (TOO_MANY_REQUESTS and the domain limits)',
  503: 'Maintenance or a vendor unavailable',
};
const BODY_STATUSES = new Set(['413', '415']);
const BODY_METHODS = new Set(['post', 'put', 'patch', 'delete']);
export const errorResponseRef = (status: string) => `#/components/responses/Error${status}`;

/**
 * A response schema documents what the client parses: the input side of the shared zod schema (defaults optional).
 * A recursive schema (the whitelabel's module tree) comes with `definitions`; they are hoisted into
 * `components.schemas` under a name of their own and referenced from there.
 */
function responseJsonSchema(schema: z.ZodType, hoisted: Map<string, { name: string; schema: unknown }>) {
  const { definitions, ...json } = z.toJSONSchema(schema, {
    io: 'input',
    target: 'openapi-3.0',
    unrepresentable: 'any',
  }) as Record<string, unknown> & { definitions?: Record<string, unknown> };
  if (!definitions) return json;
  const names = new Map<string, string>();
  const entries = new Map<string, { name: string; schema: unknown }>();
  for (const [local, definition] of Object.entries(definitions)) {
    const key = JSON.stringify(definition);
    const entry = hoisted.get(key) ?? { name: `Recursive${hoisted.size + 1}`, schema: definition };
    hoisted.set(key, entry);
    names.set(local, entry.name);
    entries.set(local, entry);
  }
  const rename = (value: unknown) =>
    JSON.parse(JSON.stringify(value), (key, v: unknown) =>
      key === '$ref' && typeof v === 'string' && v.startsWith('#/definitions/')
        ? `#/components/schemas/${names.get(v.slice('#/definitions/'.length))}`
        : v,
    ) as Record<string, unknown>;
  for (const [local, entry] of entries) entry.schema = rename(definitions[local]);
  return rename(json);
}
/** Schemas hoisted out of response schemas (see responseJsonSchema), added to the document's components. */
const hoistedSchemas = new Map<string, { name: string; schema: unknown }>();

type Operation = { responses?: Record<string, unknown> };
type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
};

/** Adds the shared error responses (once, as components) and each operation's references to them. */
function withErrorResponses(source: OpenApiDocument): OpenApiDocument {
  const doc = structuredClone(source);
  doc.components = { ...doc.components };
  doc.components.schemas = {
    ...doc.components.schemas,
    ...Object.fromEntries([...hoistedSchemas.values()].map((h) => [h.name, h.schema])),
    ErrorEnvelope: responseJsonSchema(failureEnvelope, hoistedSchemas),
  };
  doc.components.responses = Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([status, description]) => [
      `Error${status}`,
      {
        description,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
      },
    ]),
  );
  for (const operations of Object.values(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const responses: Record<string, unknown> = { ...operation.responses };
      // The swagger plugin's placeholder for an operation without a response schema is not a declaration.
      delete responses.default;
      for (const status of Object.keys(ERROR_RESPONSES)) {
        if (BODY_STATUSES.has(status) && !BODY_METHODS.has(method)) continue;
        responses[status] ??= { $ref: errorResponseRef(status) };
      }
      operation.responses = responses;
    }
  }
  return doc;
}

/**
 * The OpenAPI document of every `/wps` call, generated from the routes' zod schemas
 * (`@fastify/swagger` collects each route as it is registered, so register this before the domains).
 * Served as JSON only: no UI, nothing from a CDN. Hosting routes (shell, remotes) are left out.
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Platform API (/wps)',
          version: '1.0.0',
          description:
            'Every answer is the envelope { success, value, message, code } (the seamless-wallet callbacks answer ' +
            'in the aggregator format); a failed validation is 400 VALIDATION_FAILED with value { issues: [{ path, ' +
            'message }] }; error codes are the catalogue ERROR_CODES (docs/architecture.md "HTTP API").',
        },
      },
      transform: (input) => {
        if (!input.url.startsWith('/wps/')) return { schema: { hide: true }, url: input.url };
        const { response, ...rest } = (input.schema ?? {}) as {
          response?: Record<string, z.ZodType>;
          body?: unknown;
        };
        // A body the handler parses itself is documented with the same schema (http/response-contract.ts).
        const documentedBody = [input.route.method]
          .flat()
          .map((m) => REQUEST_BODIES[operationKey(m, input.url)])
          .find(Boolean);
        if (!rest.body && documentedBody) rest.body = documentedBody;
        const out = jsonSchemaTransform({ ...input, schema: rest } as Parameters<
          typeof jsonSchemaTransform
        >[0]);
        if (!response) return out;
        const responses = Object.fromEntries(
          Object.entries(response).map(([status, schema]) => [
            status,
            responseJsonSchema(schema, hoistedSchemas),
          ]),
        );
        return { ...out, schema: { ...out.schema, response: responses } };
      },
    });
    // Every route as Fastify registered it: the test compares the document against this list.
    const registered: RegisteredRoute[] = [];
    app.decorate('registeredRoutes', registered);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) registered.push({ method, url: route.url });
    });
    let document: OpenApiDocument | undefined;
    app.get(OPENAPI_PATH, async () => {
      document ??= withErrorResponses(app.swagger() as unknown as OpenApiDocument);
      return document;
    });
  },
  { name: 'openapi' },
);

export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
}
