/**
 * The agent centre's query keys and request parameters, shared by its endpoints: each endpoint has its own
 * file (`features/<feature>/api/<verb-noun>.ts`, or `lib/api/` when several features read it) holding its
 * fetcher, query options and hook, answers parsed by the shared schemas (docs/architecture.md "Remote anatomy").
 */
export const agentKeys = {
  all: ['agent'] as const,
  consolidated: () => ['agent', 'consolidated'] as const,
  overview: (from: string, to: string) => ['agent', 'overview', from, to] as const,
  downlines: (q: DownlineParams) => ['agent', 'downlines', q] as const,
  bets: (q: BetParams) => ['agent', 'bets', q] as const,
  income: () => ['agent', 'income'] as const,
  accountDetails: (q: RangePage) => ['agent', 'account-details', q] as const,
  contracts: () => ['agent', 'contracts'] as const,
};

export interface RangePage {
  from: string;
  to: string;
  page: number;
}

export interface DownlineParams {
  search?: string;
  parent?: string;
  page: number;
}

export interface BetParams extends RangePage {
  member?: string;
  gameType?: string;
  vendor?: string;
}

/** Drops empty filters so they are not sent as `?member=`. */
export const params = (q: object) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''));
