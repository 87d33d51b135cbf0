import { ERROR_CODES } from '@site/shared/schemas';
import { AppError } from '../../errors';

/**
 * A refusal of the registry: the CLI prints its message as is (no stack), the HTTP API answers it in the envelope
 * with its code. 409 RELEASE_REFUSED unless told otherwise.
 */
export class ReleaseError extends AppError {
  constructor(message: string, status = 409, code: string = ERROR_CODES.RELEASE_REFUSED, value: unknown = null) {
    super(status, code, message, value);
    this.name = 'ReleaseError';
  }
}

export const notFound = (message: string) => new ReleaseError(message, 404, ERROR_CODES.RELEASE_NOT_FOUND);
export const invalid = (message: string) => new ReleaseError(message, 400, ERROR_CODES.VALIDATION_FAILED);
