/** Query keys of the Releases screen: every pointer move refreshes the status and the histories. */
export const releaseKeys = {
  all: () => ['bo', 'releases'] as const,
  status: () => ['bo', 'releases', 'status'] as const,
  history: (app: string) => ['bo', 'releases', 'history', app] as const,
};
