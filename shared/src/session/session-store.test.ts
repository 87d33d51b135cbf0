import { on, resetBusForTests } from '../bus/bus';
import type { SessionChangedPayload } from '../bus/events';
import { SESSION_STORAGE_KEY, useSessionStore } from './session-store';

afterEach(() => {
  useSessionStore.getState().clearSession();
  sessionStorage.clear();
  resetBusForTests();
});

describe('session store', () => {
  it('persists the session fields to sessionStorage, without the actions', () => {
    useSessionStore.getState().setSession({ token: 't-1', account: 'demo', isAgent: 4 });
    const stored = JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY) ?? '{}');
    expect(stored.state).toMatchObject({ token: 't-1', account: 'demo', isAgent: 4 });
    expect(stored.state.setSession).toBeUndefined();
  });

  it('emits session:changed on login and logout, not on unrelated changes', () => {
    const events: SessionChangedPayload[] = [];
    on('session:changed', (payload) => events.push(payload));
    useSessionStore.getState().setSession({ token: 't-2', account: 'demo', nickname: 'Demo' });
    useSessionStore.getState().setSession({ publicityClose: true });
    useSessionStore.getState().clearSession();
    expect(events).toEqual([
      { loggedIn: true, account: 'demo', customerId: null, nickname: 'Demo', isAgent: 0 },
      { loggedIn: false, account: null, customerId: null, nickname: null, isAgent: 0 },
    ]);
  });

  it('never puts the token on the bus', () => {
    const events: SessionChangedPayload[] = [];
    on('session:changed', (payload) => events.push(payload));
    useSessionStore.getState().setSession({ token: 'secret-token', account: 'demo' });
    expect(JSON.stringify(events)).not.toContain('secret-token');
  });
});
