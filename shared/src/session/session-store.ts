import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { emit } from '../bus/bus';
import type { SessionChangedPayload } from '../bus/events';
import { pageSingleton, trackSingleton } from '../debug/singletons';

/** Member label badge with its custom colours (docs/product.md "Records the site keeps" clubLabel / member label). */
export interface MemberLabel {
  labelName: string;
  color: string;
  color2: string;
}

/** What docs/product.md "Records the site keeps" "Storage" keeps in session storage. */
export interface SessionData {
  token: string | null;
  account: string | null;
  customerId: string | null;
  nickname: string | null;
  /** Agent type number (0 = plain player). */
  isAgent: number;
  memberLabel: MemberLabel | null;
  merchant: string | null;
  username: string | null;
  /** The visitor closed the publicity (announcement) popup during this session. */
  publicityClose: boolean;
}

export interface SessionState extends SessionData {
  /** Merges fields after login or a member-info refresh. */
  setSession: (patch: Partial<SessionData>) => void;
  /** Logout or expiry: forgets everything but the publicity flag's default. */
  clearSession: () => void;
}

export const SESSION_STORAGE_KEY = 'site-session';

const EMPTY_SESSION: SessionData = {
  token: null,
  account: null,
  customerId: null,
  nickname: null,
  isAgent: 0,
  memberLabel: null,
  merchant: null,
  username: null,
  publicityClose: false,
};

/** The bus view of a session: no token, only what other apps may react to. */
export function toSessionChanged(state: SessionData): SessionChangedPayload {
  return {
    loggedIn: Boolean(state.token),
    account: state.account,
    customerId: state.customerId,
    nickname: state.nickname,
    isAgent: state.isAgent,
  };
}

function sameIdentity(a: SessionChangedPayload, b: SessionChangedPayload): boolean {
  return (
    a.loggedIn === b.loggedIn &&
    a.account === b.account &&
    a.customerId === b.customerId &&
    a.nickname === b.nickname &&
    a.isAgent === b.isAgent
  );
}

function createSessionStore() {
  const store = create<SessionState>()(
    persist(
      (set) => ({
        ...EMPTY_SESSION,
        setSession: (patch) => set(patch),
        clearSession: () => set(EMPTY_SESSION),
      }),
      {
        name: SESSION_STORAGE_KEY,
        storage: createJSONStorage(() => sessionStorage),
        partialize: ({ setSession: _set, clearSession: _clear, ...data }) => data,
      },
    ),
  );
  let lastEmitted = toSessionChanged(store.getState());
  // Replay event: the first value (restored from session storage) is what late apps start from.
  emit('session:changed', lastEmitted);
  store.subscribe((state) => {
    const next = toSessionChanged(state);
    if (sameIdentity(next, lastEmitted)) return;
    lastEmitted = next;
    emit('session:changed', next);
  });
  return store;
}

// Anchored per page (see pageSingleton): two copies of this module must not hold two sessions,
// nor emit every change twice.
export const useSessionStore = pageSingleton('__SITE_SESSION_STORE__', createSessionStore);
trackSingleton('sessionStore', useSessionStore);

/** Current bearer token, for the API client (outside React). */
export function getSessionToken(): string | null {
  return useSessionStore.getState().token;
}
