/** Query keys of the notices and popups desk. */
export const noticeKeys = {
  all: () => ['bo', 'content', 'notices'] as const,
};
