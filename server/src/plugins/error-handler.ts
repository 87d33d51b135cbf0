import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '@site/shared/schemas';
import { ZodError } from 'zod';
import { AppError } from '../errors';
import { describeIssues } from '../http/reply';

const {
  BAD_REQUEST,
  INTERNAL_ERROR,
  INVALID_INPUT_VALUE,
  MALFORMED_JSON,
  MALFORMED_URL,
  METHOD_NOT_ALLOWED,
  NOT_FOUND,
  PAYLOAD_TOO_LARGE,
  UNSUPPORTED_MEDIA_TYPE,
  URL_TOO_LONG,
  VALIDATION_FAILED,
} = ERROR_CODES;

type Known = { status: number; code: string; message: string };

/** Fastify's own 4xx errors, mapped to our stable codes. */
const FASTIFY_CODES: Record<string, Known> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: MALFORMED_JSON,
    message: 'Request body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: MALFORMED_JSON, message: 'Request body is empty' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: BAD_REQUEST,
    message: 'Content-Length does not match the body',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: PAYLOAD_TOO_LARGE, message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: UNSUPPORTED_MEDIA_TYPE,
    message: 'Unsupported content type',
  },
  FST_ERR_CTP_INVALID_TYPE: {
    status: 415,
    code: UNSUPPORTED_MEDIA_TYPE,
    message: 'Unsupported content type',
  },
  FST_ERR_BAD_URL: {
    status: 400,
    code: MALFORMED_URL,
    message: 'The address is not valid (bad percent-encoding)',
  },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    code: URL_TOO_LONG,
    message: 'A path segment of the address is too long',
  },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, code: BAD_REQUEST, message: 'The request cannot be routed' },
};

/**
 * PostgreSQL errors that only a bad input value can cause (class 22 "data exception": 22003 numeric value out of
 * range, 22P02 invalid text representation, 22021 invalid byte sequence, 22001 string too long, 22007/22008 bad
 * date/time, 22023 invalid parameter value …). The schemas should refuse such values first (docs/architecture.md
 * "HTTP API"); this is the net under them, so a gap is a 400, not a 500. Both `pg` and PGlite carry `code`.
 */
export function isBadInputDatabaseError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code) && typeof (error as Error).message === 'string'
  );
}

function send(reply: FastifyReply, status: number, code: string, message: string, value: unknown = null) {
  return reply.status(status).send({ success: false, code, message, value });
}

/**
 * Errors Fastify raises before a route is found (bad percent-encoding, a path segment over `maxParamLength`):
 * passed to `Fastify({ frameworkErrors })` so they answer the same envelope as everything else.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const known = FASTIFY_CODES[error.code] ?? { status: 400, code: BAD_REQUEST, message: 'Bad request' };
  void send(reply, known.status, known.code, known.message);
}

/**
 * The one place errors become the failure envelope `{ success:false, code, message, value }`.
 * 5xx answers carry a generic message: internals go to the log only. Anything that reaches 500 is logged as a bug:
 * a bad input must be refused as a 4xx by the route's schema or a service (docs/architecture.md "HTTP API").
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) return send(reply, error.status, error.code, error.message, error.value);
      if (error instanceof ZodError) {
        return send(reply, 400, VALIDATION_FAILED, 'Invalid request', {
          issues: describeIssues(error.issues),
        });
      }
      const known = error.code ? FASTIFY_CODES[error.code] : undefined;
      if (known) return send(reply, known.status, known.code, known.message);
      // Raw JSON.parse SyntaxErrors from custom parsers arrive with statusCode 400.
      if (error instanceof SyntaxError && error.statusCode === 400) {
        return send(reply, 400, MALFORMED_JSON, 'Request body is not valid JSON');
      }
      if (isBadInputDatabaseError(error)) {
        // Still worth a look (a schema let the value through), but it is the client's input, not a server fault.
        request.log.warn({ err: error, pgCode: error.code }, 'database refused an input value');
        return send(reply, 400, INVALID_INPUT_VALUE, 'A value of the request is out of range or not valid');
      }
      const status = error.statusCode ?? 500;
      if (status === 405) return send(reply, 405, METHOD_NOT_ALLOWED, error.message);
      if (status >= 400 && status < 500) return send(reply, status, BAD_REQUEST, error.message);
      request.log.error(
        { err: error, bug: true, route: request.routeOptions.url },
        'bug: unhandled error answered 500',
      );
      return send(reply, 500, INTERNAL_ERROR, 'Internal error');
    });
    app.setNotFoundHandler((request, reply) =>
      send(reply, 404, NOT_FOUND, `Route ${request.method} ${request.url.split('?')[0]} not found`),
    );
  },
  { name: 'error-handler' },
);
