import { QueryClient } from '@tanstack/react-query';
import { emit, resetBusForTests } from '../bus/bus';
import { connectBusToQueries } from './bus-bridge';
import { queryKeys } from './query-keys';

const member = (customerId: string | null) => ({
  loggedIn: customerId !== null,
  account: customerId,
  customerId,
  nickname: null,
  isAgent: 0,
});

let client: QueryClient;
let disconnect: () => void;

beforeEach(() => {
  client = new QueryClient();
  client.setQueryData(queryKeys.user('favourites'), ['g1']);
  client.setQueryData(queryKeys.balance(), 10);
  client.setQueryData(queryKeys.site('games', 'vendors'), []);
  emit('session:changed', member('m1'));
  emit('wallet:balance-changed', { sumBalance: 10, currency: 'USD' });
  emit('i18n:language-changed', { language: 'en' });
  disconnect = connectBusToQueries(client);
});

afterEach(() => {
  disconnect();
  client.clear();
  resetBusForTests();
});

const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? null;

describe('bus → query bridge', () => {
  it('treats replayed state as the baseline, not as a change', () => {
    expect(invalidated(queryKeys.user('favourites'))).toBe(false);
    expect(invalidated(queryKeys.balance())).toBe(false);
    expect(client.getQueryData(queryKeys.user('favourites'))).toEqual(['g1']);
  });

  it('drops every user query when another member signs in, so no one sees the previous member data', () => {
    emit('session:changed', member('m1'));
    expect(client.getQueryData(queryKeys.user('favourites'))).toEqual(['g1']);
    emit('session:changed', member('m2'));
    expect(client.getQueryData(queryKeys.user('favourites'))).toBeUndefined();
    expect(client.getQueryData(queryKeys.site('games', 'vendors'))).toEqual([]);
  });

  it('refetches the balance only when the figure changed', () => {
    emit('wallet:balance-changed', { sumBalance: 10, currency: 'USD' });
    expect(invalidated(queryKeys.balance())).toBe(false);
    emit('wallet:balance-changed', { sumBalance: 7.5, currency: 'USD' });
    expect(invalidated(queryKeys.balance())).toBe(true);
    expect(invalidated(queryKeys.user('favourites'))).toBe(false);
  });

  it('does not refetch a figure the cache already holds (the balance push writes the cache first)', () => {
    emit('wallet:balance-changed', { sumBalance: 10, currency: 'USD' });
    client.setQueryData(queryKeys.balance(), { sumBalance: 12.5, currency: 'USD', wallets: [] });
    emit('wallet:balance-changed', { sumBalance: 12.5, currency: 'USD' });
    expect(invalidated(queryKeys.balance())).toBe(false);
  });

  it('refetches localised answers on a language change', () => {
    emit('i18n:language-changed', { language: 'th' });
    expect(invalidated(queryKeys.site('games', 'vendors'))).toBe(true);
    expect(invalidated(queryKeys.user('favourites'))).toBe(true);
  });
});
