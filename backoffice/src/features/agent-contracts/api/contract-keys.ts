/** Query keys of the agent contracts desk. */
export const contractKeys = {
  all: () => ['bo', 'agent-contracts'] as const,
  list: (query: unknown) => ['bo', 'agent-contracts', 'list', query] as const,
  history: (id: number) => ['bo', 'agent-contracts', 'history', id] as const,
};
