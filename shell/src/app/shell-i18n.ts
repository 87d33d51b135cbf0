import { emit } from '@site/shared';
import {
  connectI18nToBus,
  createI18n,
  DEFAULT_LANGUAGE,
  initialLanguage,
  savedLanguage,
  SHELL_ENGLISH,
  SHELL_NAMESPACES,
} from '@site/shared/i18n';

/** The shell's own i18n instance (remotes create theirs); it follows `i18n:language-changed` like every app. */
export const shellI18n = createI18n({ namespaces: SHELL_NAMESPACES, english: SHELL_ENGLISH });
connectI18nToBus(shellI18n);

/** The start language this page has announced, so the same one is not announced twice. */
let announced: string | undefined;

function announce(language: string): void {
  if (language === announced) return;
  announced = language;
  emit('i18n:language-changed', { language });
}

/**
 * Publishes the start language once the site's default is known: the saved one when still supported, otherwise
 * the configured default (docs/site-rules.md "Product"). The event replays, so remotes mounted later start in it too.
 */
export function announceStartLanguage(defaultLanguage?: string): void {
  announce(initialLanguage(defaultLanguage));
}

/**
 * A saved language the site offers does not depend on the site's default: it is announced at start-up, before the
 * first render, so the shell can draw its first frame in it rather than in English (docs/decisions.md "Remotes start
 * in the player's language"). Whether another language than English was announced.
 */
export function announceSavedLanguage(): boolean {
  const saved = savedLanguage();
  if (!saved) return false;
  announce(saved);
  return saved !== DEFAULT_LANGUAGE;
}
