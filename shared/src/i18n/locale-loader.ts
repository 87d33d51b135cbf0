import { findLanguage } from './languages';

/** What `import('./x.json')` resolves to: the JSON as default export (webpack) or the object itself (jest). */
export type LocaleModule = { default?: Record<string, unknown> } & Record<string, unknown>;

/** Set by the webpack build: the version in the language files' names (shared/build/locale-files-plugin.js). */
declare const __SITE_LOCALES_VERSION__: string;

/** A namespace name, never a path (the language is checked against the offered ones). */
const NAMESPACE = /^[a-z][a-z-]*$/;

/**
 * Loads one namespace of one language, `./locales/<lang>/<ns>.json`, so a player downloads only the language they
 * use. In the site the host's build serves each file as `/locales/<lang>/<ns>.<version>.json` (one version for the
 * whole set, so no table of names ships to every page; docs/i18n.md "Language files"); outside a build (jest) the
 * file is imported. A missing file is not an error: i18next falls back to English key by key.
 */
export async function loadLocaleNamespace(
  language: string,
  namespace: string,
): Promise<Record<string, unknown>> {
  if (!findLanguage(language) || !NAMESPACE.test(namespace)) return {};
  try {
    if (typeof __SITE_LOCALES_VERSION__ === 'string') {
      // The constant folds in a build, so the import below is never bundled there.
      const answer = await fetch(`/locales/${language}/${namespace}.${__SITE_LOCALES_VERSION__}.json`);
      return answer.ok ? ((await answer.json()) as Record<string, unknown>) : {};
    }
    const mod = (await import(`./locales/${language}/${namespace}.json`)) as LocaleModule;
    return mod.default ?? mod;
  } catch {
    return {};
  }
}

/**
 * The loader of an app (the lobby or a remote) whose own namespace lives in `src/app/locales/<lang>.json`.
 * `importLanguage` must be the app's own template import — `(lang) => import(\`./locales/${lang}.json\`)` —
 * so the app's bundler makes one lazy chunk per language (never all 40 in the main bundle), exactly as
 * the shared namespaces are loaded. Every other namespace (the UI kit's `ui`) comes from the shared files.
 */
export function appLocaleLoader(
  namespace: string,
  importLanguage: (language: string) => Promise<LocaleModule>,
): (language: string, ns: string) => Promise<Record<string, unknown>> {
  return async (language, ns) => {
    if (ns !== namespace) return loadLocaleNamespace(language, ns);
    try {
      const mod = await importLanguage(language);
      return mod.default ?? mod;
    } catch {
      return {};
    }
  };
}
