export { useSessionStore, getSessionToken, toSessionChanged, SESSION_STORAGE_KEY } from './session-store';
export type { SessionData, SessionState, MemberLabel } from './session-store';
export { isTrialAccount, isAgentAccount, TRIAL_ACCOUNT_TYPE, AGENT_ACCOUNT_TYPES } from './account-type';
