/** What `import('./x.json')` resolves to: the JSON as default export (webpack) or the object itself (jest). */
export type LocaleModule = { default?: Record<string, unknown> } & Record<string, unknown>;

/**
 * Loads one namespace of one language from `./locales/<lang>/<ns>.json`. The bundler turns the
 * template import into one lazy chunk per file, so a player downloads only the language they use.
 * A missing file is not an error: i18next falls back to English key by key.
 */
export async function loadLocaleNamespace(language: string, namespace: string): Promise<Record<string, unknown>> {
  try {
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
