export { apiClient, apiRequest, apiGet, apiPost, toApiError } from './api-client';
export { ApiError, CLIENT_ERROR_CODES } from './api-error';
