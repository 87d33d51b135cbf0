export { emit, on, useAppEvent, EVENT_REPLAY } from './bus';
export type { AppEventName, AppEventPayloads, SessionChangedPayload } from './bus';
export { useSessionStore, getSessionToken, SESSION_STORAGE_KEY } from './session';
export type { SessionData, SessionState, MemberLabel } from './session';
export { apiClient, apiRequest, apiGet, apiPost, toApiError, ApiError, CLIENT_ERROR_CODES } from './api';
export { trackSingleton } from './debug/singletons';
