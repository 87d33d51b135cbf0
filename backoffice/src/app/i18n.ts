import { createI18n, loadLocaleNamespace, setLanguage } from '@site/shared/i18n';
import english from './locales/en.json';

/**
 * The back office's languages (docs/back-office.md "Languages"): English and Simplified Chinese, the languages the
 * operator's staff work in. Its texts live in one namespace, `bo`, bundled per language (a staff tool has few users
 * and the whole file is small); the UI kit's `ui` namespace comes from the shared language files.
 */
export const BO_LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'zh-CN', name: '简体中文' },
] as const;
export type BoLanguage = (typeof BO_LANGUAGES)[number]['code'];
const STORAGE_KEY = 'bo.language';

declare const __SITE_LOCALES_VERSION__: string;

async function loadNamespace(language: string, namespace: string): Promise<Record<string, unknown>> {
  if (namespace === 'bo') {
    const mod = (await import(`./locales/${language}.json`)) as { default?: Record<string, unknown> };
    return mod.default ?? (mod as Record<string, unknown>);
  }
  // The kit's files of this build, under /bo/ (the shared loader reads the player site's copies at /locales/).
  if (typeof __SITE_LOCALES_VERSION__ === 'string') {
    const answer = await fetch(`/bo/locales/${language}/${namespace}.${__SITE_LOCALES_VERSION__}.json`);
    return answer.ok ? ((await answer.json()) as Record<string, unknown>) : {};
  }
  return loadLocaleNamespace(language, namespace);
}

export const boI18n = createI18n({ namespaces: ['bo'], english: { bo: english }, load: loadNamespace });

export function savedBoLanguage(): BoLanguage {
  const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return BO_LANGUAGES.some((language) => language.code === saved) ? (saved as BoLanguage) : 'en';
}

export async function switchBoLanguage(language: BoLanguage): Promise<void> {
  localStorage.setItem(STORAGE_KEY, language);
  await setLanguage(boI18n, language);
}
