import type { FastifyError, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '@site/shared/schemas';
import { ZodError } from 'zod';
import { AppError } from '../errors';
import { describeIssues } from '../http/reply';

const {
  BAD_REQUEST,
  INTERNAL_ERROR,
  MALFORMED_JSON,
  NOT_FOUND,
  PAYLOAD_TOO_LARGE,
  UNSUPPORTED_MEDIA_TYPE,
  VALIDATION_FAILED,
} = ERROR_CODES;

/** Fastify's own 4xx errors, mapped to our stable codes. */
const FASTIFY_CODES: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: MALFORMED_JSON,
    message: 'Request body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: MALFORMED_JSON, message: 'Request body is empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: PAYLOAD_TOO_LARGE, message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: UNSUPPORTED_MEDIA_TYPE,
    message: 'Unsupported content type',
  },
};

function send(reply: FastifyReply, status: number, code: string, message: string, value: unknown = null) {
  return reply.status(status).send({ success: false, code, message, value });
}

/**
 * The one place errors become the failure envelope `{ success:false, code, message, value }`.
 * 5xx answers carry a generic message: internals go to the log only.
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
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) return send(reply, status, BAD_REQUEST, error.message);
      request.log.error({ err: error }, 'unhandled error');
      return send(reply, 500, INTERNAL_ERROR, 'Internal error');
    });
    app.setNotFoundHandler((request, reply) =>
      send(reply, 404, NOT_FOUND, `Route ${request.method} ${request.url.split('?')[0]} not found`),
    );
  },
  { name: 'error-handler' },
);
