import type { i18n } from 'i18next';
import { emit, on } from '../bus/bus';
import { applyDocumentLanguage, saveLanguage, setLanguage } from './create-i18n';
import { resolveLanguage } from './languages';

/**
 * Keeps an app's i18n instance on the bus language. Every app (shell and remotes) calls this once for its own
 * instance; the event replays, so a remote mounted later starts in the current language.
 */
export function connectI18nToBus(instance: i18n): () => void {
  return on('i18n:language-changed', ({ language }) => {
    if (instance.language !== language) void setLanguage(instance, language);
    // Same language (e.g. the English start): <html lang dir> must still be set once.
    else applyDocumentLanguage(language);
  });
}

/** The player picked a language: remember it and tell every app. Unsupported codes fall back to the default. */
export function changeLanguage(language: string, defaultLanguage?: string): void {
  const resolved = resolveLanguage(language, defaultLanguage);
  saveLanguage(resolved);
  emit('i18n:language-changed', { language: resolved });
}
