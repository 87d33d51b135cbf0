/** Query keys of the Site screen (one root, so every change refreshes the overview). */
export const siteKeys = { overview: () => ['bo', 'site', 'overview'] as const };
