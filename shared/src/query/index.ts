export { getQueryClient, DEFAULT_STALE_TIME_MS } from './query-client';
export { queryKeys } from './query-keys';
export { fetchParsed } from './api-query';
export { SiteQueryProvider } from './query-provider';
export { connectBusToQueries } from './bus-bridge';
