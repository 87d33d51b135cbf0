/** Query keys of the agent announcements desk. */
export const announcementKeys = {
  all: () => ['bo', 'agent-announcements'] as const,
};
