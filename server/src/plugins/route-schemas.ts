import type { FastifySchemaCompiler } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '@site/shared/schemas';
import type { z } from 'zod';
import { AppError } from '../errors';
import { describeIssues } from '../http/reply';
import {
  SUCCESS_VALUES,
  UNENVELOPED_ANSWERS,
  operationKey,
  successEnvelope,
} from '../http/response-contract';

/**
 * Route schemas are the shared zod schemas (`shared/src/schemas/`), declared on the route
 * (`schema: { body, querystring, params }`, docs/architecture.md "Server layout", route schemas). Fastify validates
 * before the handler and hands it the parsed value; a failure is the same 400 `VALIDATION_FAILED`
 * with `{ issues: [{ path, message }] }` that `parse()` throws, so clients and tests see one shape.
 */
const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return {
      error: new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'Invalid request', {
        issues: describeIssues(result.error.issues),
      }),
    };
  };

/**
 * Response schemas document the answer (OpenAPI) and nothing else: a valid answer must never become a 500 because
 * a serializer disagreed with it. The contract fuzz test (server/test/openapi) checks answers against the document.
 */
const stringifyOnly = () => (data: unknown) => JSON.stringify(data);

export const routeSchemasPlugin = fp(
  async (app) => {
    app.setValidatorCompiler(zodValidatorCompiler);
    app.setSerializerCompiler(stringifyOnly);
    // Each operation's success answer, from the shared schemas the front end parses it with (http/response-contract.ts).
    app.addHook('onRoute', (route) => {
      if (route.schema?.response) return;
      const keys = [route.method].flat().map((m) => operationKey(m, route.url));
      const own = keys.map((k) => UNENVELOPED_ANSWERS[k]).find(Boolean);
      const value = keys.map((k) => SUCCESS_VALUES[k]).find(Boolean);
      const answer = own ?? (value && successEnvelope(value));
      if (answer) route.schema = { ...route.schema, response: { 200: answer } };
    });
  },
  { name: 'route-schemas' },
);
