import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import { emit } from '../bus/bus';
import { getSessionToken, useSessionStore } from '../session/session-store';
import { takeBootAnswer } from '../platform/boot-answers';
import { isEncryptedCall } from '../schemas/encrypted-calls';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';
import { sendEncrypted } from './encrypted-send';

/** The envelope of docs/architecture.md. */
interface Envelope {
  success: boolean;
  value: unknown;
  message: string | null;
  code: string;
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && 'success' in body && 'code' in body;
}

const REQUEST_TIMEOUT_MS = 30_000;

/** The single axios instance: same origin, bearer token from the session store. */
export const apiClient = axios.create({ baseURL: '', timeout: REQUEST_TIMEOUT_MS });

apiClient.interceptors.request.use((config) => {
  const token = getSessionToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  // The site language the player chose (set on <html lang>): texts the server writes itself, such as the
  // verification SMS, follow it. Accept-Language is CORS-safelisted, so no preflight changes.
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (language) config.headers.set('Accept-Language', language);
  return config;
});

/** Turns any axios failure into an ApiError; a 401 also ends the session. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (!(error instanceof AxiosError)) {
    return new ApiError(0, CLIENT_ERROR_CODES.network, String(error));
  }
  if (!error.response) {
    const timedOut = error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT;
    const code = timedOut ? CLIENT_ERROR_CODES.timeout : CLIENT_ERROR_CODES.network;
    return new ApiError(0, code, error.message);
  }
  const { status, data } = error.response;
  if (isEnvelope(data)) return new ApiError(status, data.code, data.message ?? data.code, data.value);
  return new ApiError(status, CLIENT_ERROR_CODES.badResponse, `HTTP ${status}`);
}

function handleUnauthorized(apiError: ApiError): void {
  if (apiError.status !== 401) return;
  const hadSession = Boolean(getSessionToken());
  useSessionStore.getState().clearSession();
  if (hadSession) emit('session:expired', { code: apiError.code });
}

/**
 * Sends a request and resolves with the envelope's `value`; rejects with ApiError on any failure,
 * including a 2xx envelope with `success: false`.
 */
export async function apiRequest<T>(config: AxiosRequestConfig): Promise<T> {
  try {
    const { status, body } = bootAnswerOf(config) ?? (await send(config));
    if (!isEnvelope(body)) {
      throw new ApiError(status, CLIENT_ERROR_CODES.badResponse, 'Response is not an API envelope');
    }
    if (!body.success) throw new ApiError(status, body.code, body.message ?? body.code, body.value);
    return body.value as T;
  } catch (error) {
    const apiError = toApiError(error);
    handleUnauthorized(apiError);
    throw apiError;
  }
}

async function send(config: AxiosRequestConfig): Promise<{ status: number; body: unknown }> {
  // The calls of the shared list go sealed (docs/adr/011-encrypted-calls.md); every other call as it always did.
  if (config.url && isEncryptedCall(config.method ?? 'GET', config.url))
    return sendEncrypted(apiClient, config);
  const response = await apiClient.request<unknown>(config);
  return { status: response.status, body: response.data };
}

/** A GET the page's HTML already answered (platform/boot-answers.ts), in the language this request would ask in. */
function bootAnswerOf(config: AxiosRequestConfig): { status: number; body: unknown } | undefined {
  if ((config.method ?? 'GET').toUpperCase() !== 'GET' || !config.url) return undefined;
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  const body = takeBootAnswer(config.url, config.params as Record<string, unknown> | undefined, language);
  return body === undefined ? undefined : { status: 200, body };
}

export function apiGet<T>(url: string, config: AxiosRequestConfig = {}): Promise<T> {
  return apiRequest<T>({ ...config, method: 'GET', url });
}

export function apiPost<T>(url: string, data?: unknown, config: AxiosRequestConfig = {}): Promise<T> {
  return apiRequest<T>({ ...config, method: 'POST', url, data });
}
