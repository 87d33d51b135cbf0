/** Query keys of the banners desk: every change invalidates the one list. */
export const bannerKeys = {
  all: () => ['bo', 'content', 'banners'] as const,
};
