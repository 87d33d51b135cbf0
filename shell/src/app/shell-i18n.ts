import { emit } from '@site/shared';
import { connectI18nToBus, createI18n, initialLanguage, SHELL_ENGLISH, SHELL_NAMESPACES } from '@site/shared/i18n';

/** The shell's own i18n instance (remotes create theirs); it follows `i18n:language-changed` like every app. */
export const shellI18n = createI18n({ namespaces: SHELL_NAMESPACES, english: SHELL_ENGLISH });
connectI18nToBus(shellI18n);

/**
 * Publishes the start language once the site's default is known: the saved one when still supported, otherwise
 * the configured default (SPEC §1). The event replays, so remotes mounted later start in it too.
 */
export function announceStartLanguage(defaultLanguage?: string): void {
  emit('i18n:language-changed', { language: initialLanguage(defaultLanguage) });
}
