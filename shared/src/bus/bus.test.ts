import { emit, on, resetBusForTests } from './bus';

afterEach(() => resetBusForTests());

describe('bus', () => {
  it('delivers an event to every current subscriber', () => {
    const first = jest.fn();
    const second = jest.fn();
    on('auth:login-requested', first);
    on('auth:login-requested', second);
    emit('auth:login-requested', { reason: 'favourite' });
    expect(first).toHaveBeenCalledWith({ reason: 'favourite' });
    expect(second).toHaveBeenCalledWith({ reason: 'favourite' });
  });

  it('replays only the last value of a replay event to a late subscriber', () => {
    emit('wallet:balance-changed', { sumBalance: 10, currency: 'USD' });
    emit('wallet:balance-changed', { sumBalance: 25.5, currency: 'USD' });
    const late = jest.fn();
    on('wallet:balance-changed', late);
    expect(late).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenCalledWith({ sumBalance: 25.5, currency: 'USD' });
  });

  it('does not replay a non-replay event to a late subscriber', () => {
    emit('auth:login-requested', {});
    emit('session:expired', { code: 'NOT_LOGGED_IN' });
    const lateLogin = jest.fn();
    const lateExpired = jest.fn();
    on('auth:login-requested', lateLogin);
    on('session:expired', lateExpired);
    expect(lateLogin).not.toHaveBeenCalled();
    expect(lateExpired).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribe, without affecting other subscribers', () => {
    const leaving = jest.fn();
    const staying = jest.fn();
    const unsubscribe = on('theme:changed', leaving);
    on('theme:changed', staying);
    emit('theme:changed', { theme: 'light' });
    unsubscribe();
    emit('theme:changed', { theme: 'dark' });
    expect(leaving).toHaveBeenCalledTimes(1);
    expect(staying).toHaveBeenCalledTimes(2);
  });

  it('keeps events separate', () => {
    const language = jest.fn();
    on('i18n:language-changed', language);
    emit('theme:changed', { theme: 'dark' });
    expect(language).not.toHaveBeenCalled();
  });
});

describe('bus across module copies', () => {
  it('a second copy of the bus module (a remote bundling its own) shares the same channels', () => {
    type BusModule = typeof import('./bus');
    let copy: BusModule | undefined;
    jest.isolateModules(() => {
      copy = jest.requireActual<BusModule>('./bus');
    });
    const received = jest.fn();
    copy?.on('theme:changed', received);
    emit('theme:changed', { theme: 'light' });
    expect(received).toHaveBeenCalledWith({ theme: 'light' });
  });
});
