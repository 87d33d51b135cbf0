/**
 * A business or validation failure with a stable code. The error handler turns it into the
 * envelope `{ success: false, code, message, value }`; clients branch on `code`, never on text.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra data the client needs to react (e.g. `{ captcha: true }` on a failed login). */
    readonly value: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
