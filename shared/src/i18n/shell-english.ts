import common from './locales/en/common.json';

/** The shell's namespaces, one per feature; `common` first (default namespace). */
export const SHELL_NAMESPACES = ['common'] as const;

/** English is bundled (not lazy) so the first paint has text and every other language can fall back to it. */
export const SHELL_ENGLISH = { common };
