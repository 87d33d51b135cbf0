export { useSessionStore, getSessionToken, toSessionChanged, SESSION_STORAGE_KEY } from './session-store';
export type { SessionData, SessionState, MemberLabel } from './session-store';
