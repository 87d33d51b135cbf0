import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadLocaleNamespace } from './locale-loader';
import uiEnglish from './locales/en/ui.json';

/** The UI kit's namespace: every instance gets it, so kit components are translated in the shell and in any remote. */
export const UI_NAMESPACE = 'ui';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_HISTORY_KEY,
  LANGUAGE_STORAGE_KEY,
  findLanguage,
  isRtl,
  resolveLanguage,
} from './languages';

export interface CreateI18nOptions {
  /** Namespaces this app uses; the first is the default namespace. */
  namespaces: readonly string[];
  /** English resources bundled with the app so the first paint never waits for a download. */
  english: Resource[string];
  /** Site default language from configuration (docs/product.md "Languages, themes and flags"). */
  defaultLanguage?: string;
  /** Loader for other languages; defaults to the shared locale files. */
  load?: (language: string, namespace: string) => Promise<Record<string, unknown>>;
}

/**
 * One i18next instance per app (never the global one), so a remote's namespaces and init cannot clash with the
 * shell's. Starts in English synchronously; call `setLanguage` to switch to the saved or chosen language.
 */
export function createI18n(options: CreateI18nOptions): i18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next);
  void instance.init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [...new Set([...options.namespaces, UI_NAMESPACE])],
    defaultNS: options.namespaces[0],
    resources: { [DEFAULT_LANGUAGE]: { [UI_NAMESPACE]: uiEnglish, ...options.english } },
    interpolation: { escapeValue: false },
    load: 'currentOnly',
    initAsync: false,
    returnNull: false,
  });
  loaders.set(instance, options.load ?? loadLocaleNamespace);
  return instance;
}

const loaders = new WeakMap<
  i18n,
  (language: string, namespace: string) => Promise<Record<string, unknown>>
>();

/**
 * Language switches under way, of every app's instance: `@site/shared` is one module per page (a shared singleton),
 * so the shell sees the switch a remote's instance starts when the remote's code is evaluated.
 */
const switchesUnderWay = new Set<Promise<void>>();

/** Loads every namespace of `language` (if not yet loaded), switches to it and mirrors it on <html lang dir>. */
export async function setLanguage(instance: i18n, language: string): Promise<void> {
  const switching = switchLanguage(instance, language);
  switchesUnderWay.add(switching);
  try {
    await switching;
  } finally {
    switchesUnderWay.delete(switching);
  }
}

async function switchLanguage(instance: i18n, language: string): Promise<void> {
  const load = loaders.get(instance) ?? loadLocaleNamespace;
  const namespaces = (instance.options.ns as string[] | undefined) ?? [];
  if (language !== DEFAULT_LANGUAGE) {
    await Promise.all(
      namespaces.map(async (ns) => {
        if (instance.hasResourceBundle(language, ns)) return;
        instance.addResourceBundle(language, ns, await load(language, ns), true, true);
      }),
    );
  }
  await instance.changeLanguage(language);
  applyDocumentLanguage(language);
}

/** Settles once every language switch under way has, loaded or failed (see `pageLanguageSettled`). */
export async function languageSwitchesSettled(): Promise<void> {
  while (switchesUnderWay.size > 0) await Promise.allSettled([...switchesUnderWay]);
}

/**
 * `lang` and `dir` on <html>: RTL for Arabic, Urdu and Persian so the whole layout mirrors. Written only when they
 * differ: the browser restyles the whole page on every write, even of the same value, and each app on the page
 * calls this as it connects — at home's start that was up to 28 ms a call on this machine (docs/performance.md
 * "Main thread").
 */
export function applyDocumentLanguage(language: string): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  const dir = isRtl(language) ? 'rtl' : 'ltr';
  if (root.lang !== language) root.lang = language;
  if (root.getAttribute('dir') !== dir) root.dir = dir;
}

/** The language the player saved, if the site still offers it. */
export function savedLanguage(): string | undefined {
  let saved: string | null = null;
  try {
    saved = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    saved = null;
  }
  return saved && findLanguage(saved) ? saved : undefined;
}

/** The language to start with: the saved one if still supported, else the configured default. */
export function initialLanguage(defaultLanguage: string = DEFAULT_LANGUAGE): string {
  return resolveLanguage(savedLanguage() ?? null, defaultLanguage);
}

/** Remembers the player's choice (`lang`) and the previous one (`hisLang`, docs/product.md "Records the site keeps"). */
export function saveLanguage(language: string): void {
  try {
    const previous = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (previous && previous !== language) window.localStorage.setItem(LANGUAGE_HISTORY_KEY, previous);
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage unavailable: the choice lasts for this page view.
  }
}
