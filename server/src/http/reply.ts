import { ERROR_CODES } from '@site/shared/schemas';
import type { z } from 'zod';
import { AppError } from '../errors';

/** The success envelope every `/wps` route returns. */
export function ok<T>(value: T): { success: true; value: T; message: null; code: 'OK' } {
  return { success: true, value, message: null, code: 'OK' };
}

/**
 * Parses untrusted input with a shared zod schema; on failure throws a 400 `VALIDATION_FAILED`
 * whose value lists every issue (path + message) so forms can mark each field.
 */
export function parse<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'Invalid request', {
    issues: describeIssues(result.error.issues),
  });
}

export interface IssueDto {
  path: string;
  message: string;
}

export function describeIssues(issues: readonly z.core.$ZodIssue[]): IssueDto[] {
  return issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}
