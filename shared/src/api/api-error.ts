/**
 * The one error shape every API call rejects with. UI branches on `code` (stable upper-snake from
 * the server's envelope, or a client-side code for transport failures), never on `message`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly value: unknown;

  constructor(status: number, code: string, message: string, value: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.value = value;
  }
}

/** Client-side codes for failures that never got an envelope. */
export const CLIENT_ERROR_CODES = {
  network: 'NETWORK_ERROR',
  timeout: 'TIMEOUT',
  badResponse: 'BAD_RESPONSE',
} as const;
