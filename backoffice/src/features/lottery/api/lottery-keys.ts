/** Query keys of the lottery desk. */
export const lotteryKeys = {
  all: () => ['bo', 'lottery'] as const,
  games: () => ['bo', 'lottery', 'games'] as const,
  issues: (query: unknown) => ['bo', 'lottery', 'issues', query] as const,
  issue: (gameCode: string, issueNo: string) => ['bo', 'lottery', 'issue', gameCode, issueNo] as const,
};
