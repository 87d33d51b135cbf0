/** Query keys of the games catalogue desk: a change invalidates the list and the vendors together. */
export const gameKeys = {
  all: () => ['bo', 'games'] as const,
  list: (query: unknown) => ['bo', 'games', 'list', query] as const,
  vendors: () => ['bo', 'games', 'vendors'] as const,
};
