/** Query keys of the Risk and care screen. */
export const riskKeys = {
  abuse: () => ['bo', 'risk', 'abuse'] as const,
  breaks: () => ['bo', 'risk', 'breaks'] as const,
  members: () => ['bo', 'risk', 'member'] as const,
  member: (account: string) => ['bo', 'risk', 'member', account] as const,
};
