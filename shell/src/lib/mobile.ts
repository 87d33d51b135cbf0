/** Dialing code prefilled until the player changes it (the operator's main market; decision in docs/decisions.md). */
export const DEFAULT_DIALING_CODE = '63';
/** Same shape the server accepts (shared `mobileField`): 5–15 digits. */
export const MOBILE_PATTERN = /^[0-9]{5,15}$/;
export const DIALING_CODE_PATTERN = /^\+?[0-9]{1,4}$/;
export const SMS_CODE_PATTERN = /^[0-9]{6}$/;
