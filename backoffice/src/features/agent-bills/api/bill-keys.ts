/** Query keys of the agent bills desk. */
export const billKeys = {
  all: () => ['bo', 'agent-bills'] as const,
  list: (query: unknown) => ['bo', 'agent-bills', query] as const,
};
