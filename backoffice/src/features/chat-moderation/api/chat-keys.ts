/** Query keys of the chat moderation screen. */
export const chatKeys = {
  all: () => ['bo', 'chat'] as const,
  reports: () => ['bo', 'chat', 'reports'] as const,
  sanctions: () => ['bo', 'chat', 'sanctions'] as const,
  rooms: () => ['bo', 'chat', 'rooms'] as const,
};
