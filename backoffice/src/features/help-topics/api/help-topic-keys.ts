/** Query keys of the help topics desk. */
export const helpTopicKeys = {
  all: () => ['bo', 'content', 'help-topics'] as const,
  list: (language: string, device: string) => ['bo', 'content', 'help-topics', language, device] as const,
};
