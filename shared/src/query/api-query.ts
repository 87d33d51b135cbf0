import type { AxiosRequestConfig } from 'axios';
import type { z } from 'zod';
import { apiRequest } from '../api/api-client';
import { ApiError, CLIENT_ERROR_CODES } from '../api/api-error';

/**
 * Sends a request through the one API client and parses the envelope's `value` with `schema`.
 * Every fetcher goes through here: nothing in the apps casts an answer (`apiGet<T>`). A drifted
 * answer becomes an ApiError with CLIENT_ERROR_CODES.badResponse, so screens show their error
 * state instead of crashing on a missing field.
 */
export async function fetchParsed<S extends z.ZodType>(
  schema: S,
  config: AxiosRequestConfig,
): Promise<z.output<S>> {
  const value = await apiRequest<unknown>(config);
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new ApiError(
      200,
      CLIENT_ERROR_CODES.badResponse,
      `${config.method ?? 'GET'} ${config.url}: ${parsed.error.message}`,
    );
  }
  return parsed.data;
}
