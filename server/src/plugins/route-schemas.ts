import type { FastifySchemaCompiler } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '@site/shared/schemas';
import type { z } from 'zod';
import { AppError } from '../errors';
import { describeIssues } from '../http/reply';

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

export const routeSchemasPlugin = fp(
  async (app) => {
    app.setValidatorCompiler(zodValidatorCompiler);
  },
  { name: 'route-schemas' },
);
