/**
 * Every cross-app event, in one place: its payload type and whether a late subscriber gets the
 * last value (`replay: true`: state such as session, balance, language, theme) or only new ones
 * (`replay: false`: commands and one-off notices). Names are `domain:past-tense`.
 */
import type { OverlayOwner, OverlayRequest } from '../platform/overlays';

export interface SessionChangedPayload {
  loggedIn: boolean;
  account: string | null;
  customerId: string | null;
  nickname: string | null;
  /** Agent type number from member info (0 = plain player). */
  isAgent: number;
}

export interface AppEventPayloads {
  'session:changed': SessionChangedPayload;
  'wallet:balance-changed': { sumBalance: number; currency: string };
  /** Ask the shell to open the login popup (a remote never navigates for auth itself). */
  'auth:login-requested': { reason?: string };
  'i18n:language-changed': { language: string };
  'theme:changed': { theme: 'dark' | 'light' };
  /** The API answered 401: the session store is already cleared when this fires. */
  'session:expired': { code: string };
  /** Ask the shell to open an overlay page (shared/src/platform/overlays.ts); it may refuse (login, trial, non-agent). */
  'overlay:open': OverlayRequest;
  /** Ask the shell to close the open overlay (of `owner` only, when given). */
  'overlay:close': { owner?: OverlayOwner };
}

export type AppEventName = keyof AppEventPayloads;

export const EVENT_REPLAY: { readonly [K in AppEventName]: boolean } = {
  'session:changed': true,
  'wallet:balance-changed': true,
  'auth:login-requested': false,
  'i18n:language-changed': true,
  'theme:changed': true,
  'session:expired': false,
  'overlay:open': false,
  'overlay:close': false,
};
