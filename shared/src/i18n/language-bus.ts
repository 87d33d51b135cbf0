import type { i18n } from 'i18next';
import { emit, on } from '../bus/bus';
import { applyDocumentLanguage, languageSwitchesSettled, saveLanguage, setLanguage } from './create-i18n';
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

/** Resolves once the page's language is on the bus: the shell announces it when the site's default is known. */
function languageAnnounced(): Promise<void> {
  return new Promise((resolve) => {
    let announced = false;
    let stopLater: (() => void) | undefined;
    const stop = on('i18n:language-changed', () => {
      announced = true;
      resolve();
      stopLater?.();
    });
    // The event replays during `on` when it has already happened, before `stop` exists.
    if (announced) stop();
    else stopLater = stop;
  });
}

/**
 * Settles once every app on the page speaks the page's language — the language is announced, and every switch to it
 * (the shell's, and that of each remote's instance, which starts in its bundled English) has loaded or failed — or
 * after `maxWaitMs`, so a slow language file never holds the page back for long. The shell waits for it before its
 * first render and before it shows a remote it has just loaded, so neither flashes English for the moment a language
 * file is on the way (docs/decisions.md "Remotes start in the player's language").
 */
export function pageLanguageSettled(maxWaitMs: number): Promise<void> {
  const settled = languageAnnounced().then(languageSwitchesSettled);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, maxWaitMs)));
  return Promise.race([settled, late]).finally(() => clearTimeout(timer));
}
