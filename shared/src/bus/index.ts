export { emit, on, resetBusForTests } from './bus';
export { useAppEvent } from './use-app-event';
export { EVENT_REPLAY } from './events';
export type { AppEventName, AppEventPayloads, SessionChangedPayload } from './events';
