import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isEncryptedCall } from '@site/shared/schemas';
import {
  DOMAIN_ERROR_STATUSES,
  NON_JSON_ANSWERS,
  REQUEST_BODIES,
  failureEnvelope,
  operationKey,
} from '../../http/response-contract';

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
const BODY_METHODS = new Set(['post', 'put', 'patch', 'delete']);
/** Business statuses of a path no domain entry names (a new domain): all of them, until its entry is written. */
const ANY_BUSINESS_STATUS = [401, 403, 404, 409, 422, 429, 503];

/**
 * The error statuses one operation can answer: those its shape gives it (400 always: validation, malformed address
 * or body, a value the database refuses; 401/403 behind a session; 404/414 with path parameters; 413/415 with a body)
 * and its domain's business statuses (http/response-contract.ts DOMAIN_ERROR_STATUSES).
 */
export function declaredErrorStatuses(
  method: string,
  path: string,
  shape: { session: boolean; hasBody: boolean },
): string[] {
  const statuses = new Set<number>([400]);
  if (shape.session) [401, 403].forEach((s) => statuses.add(s));
  // Behind the staff gate (plugins/staff-auth.ts): 401 without a staff credential, 403 without the permission.
  if (path.startsWith('/wps/admin/') || path.startsWith('/wps/staff/'))
    [401, 403].forEach((s) => statuses.add(s));
  if (path.includes('{')) [404, 414].forEach((s) => statuses.add(s));
  if (shape.hasBody || BODY_METHODS.has(method)) [413, 415].forEach((s) => statuses.add(s));
  const domain = DOMAIN_ERROR_STATUSES.filter(([prefix]) => path.startsWith(prefix)).sort(
    (a, b) => b[0].length - a[0].length,
  )[0];
  for (const s of domain ? domain[1] : ANY_BUSINESS_STATUS) statuses.add(s);
  return [...statuses].sort().map(String);
}
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
  if (!definitions) return nullableEnums(json);
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
  for (const [local, entry] of entries) entry.schema = nullableEnums(rename(definitions[local]));
  return nullableEnums(rename(json));
}

/**
 * OpenAPI 3.0 reads `nullable: true` beside an `enum` as "null allowed" only when the enum lists null too (a
 * validator checks the enum as written): zod writes the enum without it, so a nullable enum field that is null
 * (a promotion's `ineligibleReason` for a visitor) would not match its own document.
 */
function nullableEnums<T>(schema: T): T {
  return JSON.parse(JSON.stringify(schema), (_key, v: unknown) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const node = v as { nullable?: boolean; enum?: unknown[] };
      if (node.nullable === true && Array.isArray(node.enum) && !node.enum.includes(null))
        return { ...node, enum: [...node.enum, null] };
    }
    return v;
  }) as T;
}
/** Schemas hoisted out of response schemas (see responseJsonSchema), added to the document's components. */
const hoistedSchemas = new Map<string, { name: string; schema: unknown }>();

type Operation = { responses?: Record<string, unknown>; description?: string; 'x-encrypted'?: boolean };

/** What an encrypted call's operation says beside its (plain) body schema: docs/adr/011-encrypted-calls.md. */
const ENCRYPTED_NOTE =
  'Encrypted call (x-encrypted): the body documented here is sent HPKE-sealed as { encrypted: { v, keyId, ts, ' +
  'requestId, enc, ct } } to a key of GET /wps/system/hpke-keys, and the answer comes back sealed as ' +
  '{ encrypted: { nonce, ct } }. ENCRYPTION_KEY_STALE: fetch the keys again and resend once.';
type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
};

/** Adds the shared error responses (once, as components) and each operation's references to them. */
function withErrorResponses(
  source: OpenApiDocument,
  shapes: Map<string, { session: boolean; hasBody: boolean }>,
): OpenApiDocument {
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
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const key = `${method.toUpperCase()} ${path}`;
      if (isEncryptedCall(method, path)) {
        operation['x-encrypted'] = true;
        operation.description = [operation.description, ENCRYPTED_NOTE].filter(Boolean).join('\n\n');
      }
      const responses: Record<string, unknown> = { ...operation.responses };
      // The swagger plugin's placeholder for an operation without a response schema is not a declaration.
      delete responses.default;
      const raw = NON_JSON_ANSWERS[key];
      if (raw) {
        const content = Object.fromEntries(
          raw.mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
        );
        responses['200'] = { description: raw.description, content };
        if (raw.notModified)
          responses['304'] = { description: 'Not modified (If-None-Match matched the ETag)' };
      }
      const shape = shapes.get(key) ?? { session: false, hasBody: false };
      for (const status of declaredErrorStatuses(method, path, shape)) {
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
    /** Each operation's shape as the transform saw it (session, body): what its error statuses follow from. */
    const shapes = new Map<string, { session: boolean; hasBody: boolean }>();
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
        const hooks = [input.route.preHandler ?? [], input.route.preValidation ?? []].flat();
        const session = hooks.includes(app.requireSession);
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
        for (const method of [input.route.method].flat()) {
          shapes.set(operationKey(method, input.url), { session, hasBody: Boolean(rest.body) });
        }
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
      for (const method of [route.method].flat())
        registered.push({ method, url: route.url, permission: route.config?.permission });
    });
    let document: OpenApiDocument | undefined;
    app.get(OPENAPI_PATH, async () => {
      document ??= withErrorResponses(app.swagger() as unknown as OpenApiDocument, shapes);
      return document;
    });
  },
  { name: 'openapi' },
);

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The staff permission a /wps/admin route declares (plugins/staff-auth.ts). */
  permission?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
}
