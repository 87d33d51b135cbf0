import Ajv, { type ValidateFunction } from 'ajv';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { ERROR_CODES } from '@site/shared/schemas';
import type { Db } from '../../src/db/create-db';
import { seedAgents } from '../../src/db/seed/agents';
import { seedContent } from '../../src/db/seed/content';
import { seedGames } from '../../src/db/seed/games';
import { seedMemberCentre } from '../../src/db/seed/member-centre';
import { seedMembers } from '../../src/db/seed/members';
import { seedMissions } from '../../src/db/seed/missions';
import { seedPromotions } from '../../src/db/seed/promotions';
import { seedRaffle } from '../../src/db/seed/raffle';
import { seedRecentWins } from '../../src/db/seed/recent-wins';
import { seedSystem } from '../../src/db/seed/system';
import { seedTransferWallets } from '../../src/db/seed/transfer-wallets';
import { bearer, loginAs } from '../helpers/accounts';
import { createTestApp } from '../helpers/test-app';
import { arbitraryOf, type JsonSchema } from './schema-arbitrary';

/**
 * Contract fuzz test (issue 34): for every operation of /wps/openapi.json, requests generated from the document
 * (fast-check, seeded, bounded), valid and invalid, anonymous and as the seeded member `demo` (operator reads also
 * with the operator token), on the full demo seed so answers carry real rows. Every answer must be below 500, of a
 * status the operation declares, match the declared schema of that status, and carry a catalogue code when it is an
 * error; a body or query value the document refuses must be refused (4xx: numbers are numbers, no "1e5"); an invalid
 * request to a money call must leave the member's balance as it was.
 */

const SEED = 34;
/** Generated requests per operation, half valid and half invalid; each is sent anonymously and as the member. */
const PER_OPERATION = 6;

/**
 * Operations the member identity leaves out, each for a reason: a valid logout ends the session every later request
 * uses, and a valid break request locks the member out of the rest of the run (both are tested in their domains).
 * The balance stream is a long-lived event stream, not a request/answer call.
 */
const NOT_AS_MEMBER = new Set(['DELETE /wps/session/logout', 'POST /wps/v2/responsible-gaming/break']);
const SKIPPED = new Set(['GET /wps/v2/wallets/balance/events', 'GET /wps/chat/rooms/{room}/events']);
/** Operator reads (no state changes): sent with the operator token too, so their answers are checked with rows. */
const OPERATOR_READ = /^\/wps\/(admin\/|telemetry\/remote-errors)/;
/** Vendor callbacks answer a refused body in their own format (HTTP 200 with a status), as documented. */
const OWN_FORMAT = /^\/wps\/seamless\//;
/** Calls that move or may move money: an invalid request to one of them must not change the balance. */
const MONEY =
  /wallet|withdraw|deposit|transfer|ledger|points\/(convert|rewards\/redeem)|rebate|claim|launchGame|agent\/bills|lottery|seamless/;

type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: JsonSchema };
type Response = { $ref?: string; content?: Record<string, { schema: JsonSchema }> };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }>; required?: boolean };
  responses: Record<string, Response>;
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; responses: Record<string, Response> };
};
type Generated = {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  invalid?: string;
  /** The query parameter an invalid request changed. */
  badQuery?: string;
  /** The body property an invalid request changed. */
  badBody?: string;
};

let app: FastifyInstance;
let doc: Document;
let token: string;
const catalogue = new Set<string>(Object.values(ERROR_CODES));

/**
 * The demo seed (db/seed/run-seed.ts) without the lottery's 600-odd issues (its calls are not under /wps, so not in
 * the document; they take a third of the seed's time): operator lists, messages, promotions, orders have rows.
 */
async function seedForTheContract(db: Db) {
  await seedSystem(db);
  await seedContent(db);
  await seedMembers(db);
  await seedGames(db);
  await seedRecentWins(db);
  await seedMemberCentre(db);
  await seedPromotions(db);
  await seedAgents(db);
  await seedTransferWallets(db);
  await seedMissions(db);
  await seedRaffle(db);
}

beforeAll(async () => {
  app = await createTestApp();
  await seedForTheContract(app.db);
  token = await loginAs(app, 'demo', 'Demo1234');
  doc = (await app.inject({ url: '/wps/openapi.json' })).json();
}, 120_000);
afterAll(async () => {
  await app.close();
});

const resolve = (ref: string): JsonSchema => {
  const name = ref.replace('#/components/schemas/', '');
  const schema = doc.components.schemas[name];
  if (!schema) throw new Error(`unknown $ref ${ref}`);
  return schema;
};
const responseOf = (response: Response): Response =>
  response.$ref ? doc.components.responses[response.$ref.replace('#/components/responses/', '')]! : response;

/** OpenAPI 3.0 spellings ajv's draft does not take: boolean exclusive bounds and `$ref`s into the document. */
function forAjv(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forAjv);
  if (!schema || typeof schema !== 'object') return schema;
  const s = { ...(schema as Record<string, unknown>) };
  if (typeof s.$ref === 'string') return { $ref: s.$ref.replace('#/components/schemas/', '#/definitions/') };
  if (s.exclusiveMinimum === true) [s.exclusiveMinimum, s.minimum] = [s.minimum, undefined];
  if (s.exclusiveMaximum === true) [s.exclusiveMaximum, s.maximum] = [s.maximum, undefined];
  if (s.exclusiveMinimum === false) delete s.exclusiveMinimum;
  if (s.exclusiveMaximum === false) delete s.exclusiveMaximum;
  for (const key of Object.keys(s)) {
    if (s[key] === undefined) delete s[key];
    else if (key !== 'enum' && key !== 'default') s[key] = forAjv(s[key]);
  }
  return s;
}

const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: false });
const validators = new Map<JsonSchema, ValidateFunction>();
function validatorOf(schema: JsonSchema): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    const definitions = Object.fromEntries(
      Object.entries(doc.components.schemas).map(([name, s]) => [name, forAjv(s)]),
    );
    validate = ajv.compile({ ...(forAjv(schema) as object), definitions });
    validators.set(schema, validate);
  }
  return validate;
}

function requestArbitrary(operation: Operation): fc.Arbitrary<Generated> {
  const params = operation.parameters ?? [];
  const group = (where: 'path' | 'query') => {
    const record: Record<string, fc.Arbitrary<unknown>> = {};
    for (const p of params.filter((x) => x.in === where)) record[p.name] = arbitraryOf(p.schema, resolve);
    const required = params
      .filter((x) => x.in === where && (x.required || where === 'path'))
      .map((x) => x.name);
    return fc.record(record, { requiredKeys: required });
  };
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  const body = bodySchema ? arbitraryOf(bodySchema, resolve) : fc.constant(undefined);
  return fc.record({ path: group('path'), query: group('query'), body });
}

/** Values the document does not allow, of the kinds that once reached the database or were coerced. */
const BAD_SCALARS: unknown[] = [
  '\u0000',
  'a\u0000b',
  '\u001b[0m',
  '1e5',
  '0x10',
  '-1',
  '2147483648',
  '9007199254740993',
  'x'.repeat(5000),
  1e300,
  -1,
  2 ** 31,
  1.5,
  true,
  null,
  [],
  {},
];
const BAD_PATH_VALUES = [
  '2147483648',
  '7130174296424448',
  '1e5',
  '0x10',
  '-1',
  '%00',
  '%ZZ',
  'x'.repeat(120),
  '%E2%80',
];

function invalidate(valid: Generated, operation: Operation): fc.Arbitrary<Generated> {
  const choices: fc.Arbitrary<Generated>[] = [];
  const pathNames = Object.keys(valid.path);
  const queryNames = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  if (pathNames.length) {
    choices.push(
      fc.tuple(fc.constantFrom(...pathNames), fc.constantFrom(...BAD_PATH_VALUES)).map(([name, value]) => ({
        ...valid,
        path: { ...valid.path, [name]: { raw: value } },
        invalid: `path ${name}=${value.slice(0, 20)}`,
      })),
    );
  }
  if (queryNames.length) {
    choices.push(
      fc
        .tuple(
          fc.constantFrom(...queryNames),
          fc.constantFrom(...BAD_SCALARS.filter((v) => typeof v !== 'object')),
        )
        .map(([name, value]) => ({
          ...valid,
          query: { ...valid.query, [name]: value },
          invalid: `query ${name}=${JSON.stringify(value).slice(0, 20)}`,
          badQuery: name,
        })),
    );
  }
  if (valid.body && typeof valid.body === 'object' && !Array.isArray(valid.body)) {
    const body = valid.body as Record<string, unknown>;
    const props = Object.keys(body);
    if (props.length) {
      choices.push(
        fc.tuple(fc.constantFrom(...props), fc.constantFrom(...BAD_SCALARS)).map(([name, value]) => ({
          ...valid,
          body: { ...body, [name]: value },
          invalid: `body ${name}=${JSON.stringify(value).slice(0, 20)}`,
          badBody: name,
        })),
      );
    }
    choices.push(
      fc.constant({ ...valid, body: { ...body, notInTheSchema: 1 }, invalid: 'body with an unknown field' }),
    );
  }
  if (operation.requestBody) {
    choices.push(
      fc.constantFrom<Generated>(
        { ...valid, body: '[1,', invalid: 'malformed JSON' },
        { ...valid, body: 42, invalid: 'body 42' },
      ),
    );
  }
  if (!choices.length) {
    choices.push(
      fc.constant({
        ...valid,
        query: { ...valid.query, notInTheSchema: '\u0000' },
        invalid: 'unknown query',
      }),
    );
  }
  return fc.oneof(...choices);
}

function toInject(
  method: string,
  path: string,
  generated: Generated,
  headers: Record<string, string>,
): InjectOptions {
  const url = path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const value = generated.path[name];
    if (value && typeof value === 'object' && 'raw' in value) return String((value as { raw: string }).raw);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(generated.query)) {
    if (value !== undefined) query.set(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const qs = query.toString();
  const options: InjectOptions = {
    method: method.toUpperCase() as InjectOptions['method'],
    url: qs ? `${url}?${qs}` : url,
    headers: { ...headers },
  };
  if (generated.body !== undefined) {
    options.headers = { ...options.headers, 'content-type': 'application/json' };
    options.payload =
      typeof generated.body === 'string' && generated.invalid === 'malformed JSON'
        ? generated.body
        : JSON.stringify(generated.body);
  }
  return options;
}

/** Every answer of the API is quick (the issue's fuzzer saw none over 2 s); a hung call is a failure, not a hang. */
const ANSWER_MS = 15_000;
async function answerOf(request: InjectOptions) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((done) => (timer = setTimeout(() => done(undefined), ANSWER_MS)));
  try {
    return await Promise.race([app.inject(request), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const acceptsText = (schema: JsonSchema): boolean =>
  schema.type === 'string' || Boolean((schema.anyOf ?? schema.oneOf)?.some(acceptsText));

/**
 * What of a generated request the document refuses, if anything: a JSON body its schema does not accept, or a
 * changed query value its parameter's schema does not accept. Query values travel as text, so only parameters
 * documented with a text form (digits, a pattern, an enum of words) are judged; JSON bodies are judged exactly, so
 * "1e5" where a number is documented must be refused.
 */
function refusedByDocument(operation: Operation, generated: Generated): string | undefined {
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  if (bodySchema && generated.body !== undefined) {
    const body = generated.invalid === 'malformed JSON' ? Symbol('not JSON') : generated.body;
    if (typeof body === 'symbol' || !validatorOf(bodySchema)(body)) return 'a body';
  }
  const name = generated.badQuery;
  const parameter = (operation.parameters ?? []).find((p) => p.in === 'query' && p.name === name);
  if (name && parameter && acceptsText(parameter.schema)) {
    const value = generated.query[name];
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    const shown = `query ${name}=${text.slice(0, 20)}`;
    if (!validatorOf(parameter.schema)(text)) return shown;
  }
  return undefined;
}

const NUMERIC_TEXT = new Set(['1e5', '0x10', '-1', '2147483648', '9007199254740993']);
const isNumeric = (schema: JsonSchema): boolean => {
  const s = schema.$ref ? resolve(schema.$ref) : schema;
  return s.type === 'integer' || s.type === 'number';
};

/**
 * Numbers are numbers: a numeric text ("1e5", "0x10") sent where the document says number must fail validation
 * (400 VALIDATION_FAILED), not be coerced and reach the call's logic; a check that runs before validation (401/403,
 * session and role) may answer first. In a query, a number travels as digits only: "1e5" or "0x10" is refused alike.
 */
function coercionProbe(operation: Operation, generated: Generated): string | undefined {
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  const body = generated.body as Record<string, unknown> | undefined;
  if (generated.badBody && bodySchema && body) {
    const resolved = bodySchema.$ref ? resolve(bodySchema.$ref) : bodySchema;
    const property = resolved.properties?.[generated.badBody];
    const value = body[generated.badBody];
    if (property && isNumeric(property) && typeof value === 'string' && NUMERIC_TEXT.has(value))
      return `body ${generated.badBody}="${value}"`;
  }
  const name = generated.badQuery;
  const parameter = (operation.parameters ?? []).find((p) => p.in === 'query' && p.name === name);
  const value = name ? generated.query[name] : undefined;
  const numericParameter = parameter && (parameter.schema.anyOf ?? []).some(isNumeric);
  if (numericParameter && (value === '1e5' || value === '0x10')) return `query ${name}="${value}"`;
  return undefined;
}

async function balance(): Promise<string> {
  const res = await app.inject({ url: '/wps/v2/wallets/balance', headers: bearer(token) });
  return JSON.stringify(res.json().value);
}

it('every operation answers as the document declares, valid and invalid, anonymous and as a member', async () => {
  const failures: string[] = [];
  const fail = (what: string) => failures.length < 60 && failures.push(what);
  let requests = 0;
  let moneyChecks = 0;
  let refusals = 0;
  let coercionProbes = 0;
  let operatorAnswers = 0;
  let seed = SEED;
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const key = `${method.toUpperCase()} ${path}`;
      if (SKIPPED.has(key)) continue;
      seed += 1;
      const valid = requestArbitrary(operation);
      const samples = fc.sample(
        fc.oneof(
          valid,
          valid.chain((v) => invalidate(v, operation)),
        ),
        { seed, numRuns: PER_OPERATION },
      );
      // Operations with few inputs draw the same request more than once: each distinct request is sent once.
      const distinct = [...new Map(samples.map((g) => [JSON.stringify(g), g])).values()];
      for (const generated of distinct) {
        const identities: [string, Record<string, string>][] = [['anonymous', {}]];
        if (!NOT_AS_MEMBER.has(key)) identities.push(['member', bearer(token)]);
        if (method === 'get' && OPERATOR_READ.test(path))
          identities.push(['operator', { 'x-admin-token': app.config.ADMIN_TOKEN }]);
        const refused = refusedByDocument(operation, generated);
        if (refused) refusals += 1;
        for (const [who, headers] of identities) {
          const checkMoney = who === 'member' && generated.invalid && method !== 'get' && MONEY.test(path);
          const before = checkMoney ? await balance() : '';
          if (checkMoney) moneyChecks += 1;
          const request = toInject(method, path, generated, headers);
          const res = await answerOf(request);
          if (!res) {
            fail(`${key} [${who}] ${String(request.url).slice(0, 120)}: no answer within ${ANSWER_MS} ms`);
            continue;
          }
          requests += 1;
          if (who === 'operator' && res.statusCode === 200) operatorAnswers += 1;
          const label = `${key} [${who}${generated.invalid ? `, ${generated.invalid}` : ''}] ${String(request.url).slice(0, 120)} → ${res.statusCode}`;
          if (res.statusCode >= 500) {
            fail(`${label}: 5xx ${res.body.slice(0, 200)}`);
            continue;
          }
          if (refused && res.statusCode < 400 && !OWN_FORMAT.test(path)) {
            fail(`${label}: ${refused} the document refuses was accepted`);
            continue;
          }
          const probe = coercionProbe(operation, generated);
          if (probe) coercionProbes += 1;
          const validationFailed = res.statusCode === 400 && res.json().code === 'VALIDATION_FAILED';
          if (probe && !validationFailed && res.statusCode !== 401 && res.statusCode !== 403) {
            fail(`${label}: ${probe} where a number is documented was not refused by validation`);
            continue;
          }
          const declared = operation.responses[String(res.statusCode)];
          if (!declared) {
            fail(
              `${label}: status not declared (${Object.keys(operation.responses).join(',')}) ${res.body.slice(0, 160)}`,
            );
            continue;
          }
          const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
          const schema = responseOf(declared).content?.['application/json']?.schema;
          if (isJson && schema) {
            const body: unknown = res.json();
            const validate = validatorOf(schema);
            if (!validate(body))
              fail(
                `${label}: body does not match: ${ajv.errorsText(validate.errors)} ${res.body.slice(0, 160)}`,
              );
          }
          if (res.statusCode >= 400 && isJson) {
            const code = (res.json() as { code?: string }).code;
            if (!code || !catalogue.has(code)) fail(`${label}: code ${code} is not in ERROR_CODES`);
          }
          if (checkMoney && (await balance()) !== before)
            fail(`${label}: an invalid request changed the balance`);
        }
      }
    }
  }
  expect(requests).toBeGreaterThan(Object.keys(doc.paths).length * 4);
  expect(moneyChecks).toBeGreaterThan(20);
  // The refusal rule is exercised: many generated requests carry a value the document refuses.
  expect(refusals).toBeGreaterThan(Object.keys(doc.paths).length);
  // How many draws carry a coercion probe depends on the seeded samples, and each operation's seed on its place in the
  // document: new operations reshuffle the draws (7 after the chat and encrypted-call routes were added, 11+ before).
  expect(coercionProbes).toBeGreaterThan(5);
  // The operator token works: operator lists answered (and were checked against their schemas).
  expect(operatorAnswers).toBeGreaterThan(10);
  expect(failures).toEqual([]);
}, 600_000);

it('numbers are numbers: "1e5" and "0x10" where a number is documented are refused by validation, every call', async () => {
  const failures: string[] = [];
  let probes = 0;
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const key = `${method.toUpperCase()} ${path}`;
      if (SKIPPED.has(key) || NOT_AS_MEMBER.has(key) || OWN_FORMAT.test(path)) continue;
      const [valid] = fc.sample(requestArbitrary(operation), { seed: SEED, numRuns: 1 });
      if (!valid) continue;
      const bodySchema = operation.requestBody?.content['application/json']?.schema;
      const resolved = bodySchema?.$ref ? resolve(bodySchema.$ref) : bodySchema;
      const numericBody = Object.entries(resolved?.properties ?? {}).filter(([, s]) => isNumeric(s));
      const numericQuery = (operation.parameters ?? []).filter(
        (p) => p.in === 'query' && (p.schema.anyOf ?? [p.schema]).some(isNumeric),
      );
      const variants: Generated[] = [
        ...numericBody.map(([name]) => ({
          ...valid,
          body: { ...(valid.body as object), [name]: '1e5' },
          invalid: `body ${name}="1e5"`,
          badBody: name,
        })),
        ...numericQuery.map((p) => ({
          ...valid,
          query: { ...valid.query, [p.name]: '0x10' },
          invalid: `query ${p.name}="0x10"`,
          badQuery: p.name,
        })),
      ];
      for (const generated of variants) {
        probes += 1;
        const res = await answerOf(toInject(method, path, generated, bearer(token)));
        const status = res?.statusCode;
        const validationFailed = status === 400 && res?.json().code === 'VALIDATION_FAILED';
        if (!validationFailed && status !== 401 && status !== 403)
          failures.push(`${key} [${generated.invalid}] → ${status} ${res?.body.slice(0, 160)}`);
      }
    }
  }
  expect(probes).toBeGreaterThan(30);
  expect(failures).toEqual([]);
}, 120_000);
